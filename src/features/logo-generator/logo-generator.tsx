import { CircleCheck, Download, ImageOff, Sparkles, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { COMPANY } from '@/config/company';
import { useLeaveGuard } from '@/lib/hooks/use-leave-guard';
import { fill } from '@/lib/i18n/dictionary';
import type { LogoGeneratorCopy } from './copy.en';
import { renderLogoPng } from './draw-logo';
import { generateLogo, logoFileName, type GeneratedLogo, type LogoImageService } from './generate-logo';
import { keepLogos, logosAtRisk, readKeptLogos, type KeptLogo } from './kept-logos';
import {
  COLOR_SCHEMES,
  LOGO_SIZE,
  LOGO_STYLES,
  PALETTES,
  type ColorScheme,
  type LogoDrawingPlan,
  type LogoStyle,
} from './logo-design';

const FIELD_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600';
const INSTRUCTIONS_MAX = 500;

export interface LogoGeneratorProps {
  copy: LogoGeneratorCopy;
  /** An image service to ask first; none in the product (the generation is simulated). */
  service?: LogoImageService;
  /** Draws the fallback logo (the canvas in the browser); replaceable in tests. */
  draw?: (plan: LogoDrawingPlan) => string;
  brandName?: string;
}

/**
 * The internal logo generator (docs/product-rules.md, "Staff tools"): style, colour scheme and optional
 * instructions; Generate waits the simulated 2 seconds and prepends the new logo; each logo
 * downloads as PNG; a logo image that fails to load shows a placeholder. The logos are kept in this
 * browser (kept-logos.ts) until removed; one that could not be kept and is not downloaded yet makes
 * the page ask before it is left.
 */
export function LogoGenerator({
  copy,
  service,
  draw = renderLogoPng,
  brandName = COMPANY.brandName,
}: LogoGeneratorProps) {
  const id = useId();
  const [style, setStyle] = useState<LogoStyle>('modern');
  const [scheme, setScheme] = useState<ColorScheme>('portugal-flag');
  const [instructions, setInstructions] = useState('');
  const [generating, setGenerating] = useState(false);
  // The tool renders only in the browser, after sign-in: the kept logos are there from its first render.
  const [initial] = useState(readKeptLogos);
  const [logos, setLogos] = useState<KeptLogo[]>(initial);
  const [keptCount, setKeptCount] = useState(initial.length);
  const latest = useRef(initial);
  const atRisk = logosAtRisk(logos, keptCount);

  /** Changes the list and keeps it in the browser. */
  const update = (change: (current: KeptLogo[]) => KeptLogo[]) => {
    const next = change(latest.current);
    latest.current = next;
    setLogos(next);
    setKeptCount(keepLogos(next));
  };

  // Logos that would be lost with the page: the page asks before it is left.
  useLeaveGuard(atRisk.length > 0, copy.leaveWarning);

  const onGenerate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generating) return;
    setGenerating(true);
    const extra = instructions.trim();
    const prompt = [
      fill(copy.prompt, { style: copy.styles[style], scheme: copy.schemes[scheme], brand: brandName }),
      extra ? fill(copy.promptInstructions, { instructions: extra }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    try {
      const { logo, via } = await generateLogo(
        { style, scheme, instructions: extra, brandName, prompt },
        { service, draw },
      );
      update((current) => [logo, ...current]);
      if (via === 'service') toast.success(copy.toasts.aiSuccess);
      else toast.success(copy.toasts.fallbackSuccess);
    } catch {
      toast.error(copy.toasts.failed);
    } finally {
      setGenerating(false);
    }
  };

  const palette = PALETTES[scheme];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <section
        aria-labelledby={`${id}-form-title`}
        className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id={`${id}-form-title`} className="text-2xl font-bold text-slate-900">
          {copy.formTitle}
        </h2>
        <p className="mt-2 mb-6 text-slate-600">{copy.intro}</p>
        <form onSubmit={(event) => void onGenerate(event)} className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-style`} className="text-sm font-medium text-slate-900">
              {copy.styleLabel}
            </label>
            <select
              id={`${id}-style`}
              value={style}
              onChange={(event) => setStyle(event.target.value as LogoStyle)}
              className={`${FIELD_CLASS} h-11`}
            >
              {LOGO_STYLES.map((value) => (
                <option key={value} value={value}>
                  {copy.styles[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-scheme`} className="text-sm font-medium text-slate-900">
              {copy.schemeLabel}
            </label>
            <div className="flex items-center gap-3">
              <select
                id={`${id}-scheme`}
                value={scheme}
                onChange={(event) => setScheme(event.target.value as ColorScheme)}
                className={`${FIELD_CLASS} h-11`}
              >
                {COLOR_SCHEMES.map((value) => (
                  <option key={value} value={value}>
                    {copy.schemes[value]}
                  </option>
                ))}
              </select>
              <span aria-hidden className="flex shrink-0 overflow-hidden rounded-md ring-1 ring-slate-300">
                {[palette.primary, palette.secondary, palette.background].map((colour, index) => (
                  <span key={index} className="size-7" style={{ backgroundColor: colour }} />
                ))}
              </span>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-instructions`} className="text-sm font-medium text-slate-900">
              {copy.instructionsLabel}
            </label>
            <textarea
              id={`${id}-instructions`}
              rows={3}
              maxLength={INSTRUCTIONS_MAX}
              value={instructions}
              aria-describedby={`${id}-instructions-hint`}
              onChange={(event) => setInstructions(event.target.value)}
              className={`${FIELD_CLASS} resize-y py-3`}
            />
            <p id={`${id}-instructions-hint`} className="text-xs text-slate-600">
              {copy.instructionsHint}
            </p>
          </div>
          <Button type="submit" disabled={generating} aria-busy={generating || undefined}>
            {generating ? (
              <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            ) : (
              <Sparkles aria-hidden className="size-4" />
            )}
            {generating ? copy.generating : copy.generate}
          </Button>
        </form>
      </section>

      <section aria-labelledby={`${id}-list-title`} className="flex flex-col gap-4">
        <h2 id={`${id}-list-title`} className="text-2xl font-bold text-slate-900">
          {copy.listTitle}
        </h2>
        {logos.length === 0 ? (
          <p className="rounded-xl bg-white p-5 text-slate-600">{copy.empty}</p>
        ) : (
          <>
            {atRisk.length > 0 ? (
              <p
                role="alert"
                className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
                data-testid="logos-at-risk"
              >
                {atRisk.length === 1 ? copy.atRisk.one : fill(copy.atRisk.other, { count: atRisk.length })}
              </p>
            ) : (
              <p className="text-sm text-slate-600" data-testid="logos-kept">
                {copy.kept}
              </p>
            )}
            <ul className="grid gap-4 sm:grid-cols-2">
              {logos.map((logo, index) => (
                <LogoCard
                  key={logo.id}
                  logo={logo}
                  number={logos.length - index}
                  copy={copy}
                  brandName={brandName}
                  onDownloaded={() =>
                    update((current) =>
                      current.map((item) => (item.id === logo.id ? { ...item, downloaded: true } : item)),
                    )
                  }
                  onRemove={() => update((current) => current.filter((item) => item.id !== logo.id))}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** Starts the download of a logo as a PNG file; rejects when the image cannot be fetched. */
async function downloadLogo(logo: GeneratedLogo, fileName: string): Promise<void> {
  let href = logo.url;
  let revoke = false;
  if (!href.startsWith('data:image/png')) {
    // An image from a service: fetched, so the file is saved under our name (cross-origin links
    // would ignore the download attribute).
    const response = await fetch(href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    href = URL.createObjectURL(await response.blob());
    revoke = true;
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  if (revoke) setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function LogoCard({
  logo,
  number,
  copy,
  brandName,
  onDownloaded,
  onRemove,
}: {
  logo: KeptLogo;
  number: number;
  copy: LogoGeneratorCopy;
  brandName: string;
  onDownloaded: () => void;
  onRemove: () => void;
}) {
  const [broken, setBroken] = useState(false);
  const alt = fill(copy.logoAlt, { n: number, style: copy.styles[logo.style], scheme: copy.schemes[logo.scheme] });

  const onDownload = async () => {
    try {
      await downloadLogo(logo, logoFileName(brandName, logo));
      onDownloaded();
      toast.success(copy.toasts.downloadStarted);
    } catch {
      toast.error(copy.toasts.downloadFailed);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="generated-logo">
      {broken ? (
        <div
          role="img"
          aria-label={`${alt} – ${copy.imageUnavailable}`}
          className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-slate-600"
          data-testid="logo-placeholder"
        >
          <ImageOff aria-hidden className="size-10" />
          <span aria-hidden>{copy.imageUnavailable}</span>
        </div>
      ) : (
        <img
          src={logo.url}
          alt={alt}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          onError={() => setBroken(true)}
          className="aspect-square w-full rounded-lg border border-slate-100 object-contain"
        />
      )}
      <p className="text-sm break-words text-slate-700">{logo.prompt}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          className="text-brand-800"
          aria-label={fill(copy.downloadLabel, { n: number })}
          disabled={broken}
          onClick={() => void onDownload()}
        >
          <Download aria-hidden className="size-4" />
          {copy.download}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          aria-label={fill(copy.removeLabel, { n: number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-4" />
          {copy.remove}
        </Button>
        {logo.downloaded && (
          <span className="flex items-center gap-1 text-sm text-emerald-800">
            <CircleCheck aria-hidden className="size-4" />
            {copy.downloaded}
          </span>
        )}
      </div>
    </li>
  );
}
