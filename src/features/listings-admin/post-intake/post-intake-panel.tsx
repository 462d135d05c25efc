import { ClipboardPaste } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import type { ListingsAdminCopy } from '../copy.en';
import type { IntakeField, PostIntake } from './post-to-form';

const LABEL_KEY: Record<IntakeField, keyof ListingsAdminCopy['fields']> = {
  type: 'type',
  title: 'title',
  location: 'location',
  price: 'price',
  bedrooms: 'bedrooms',
  size_m2: 'size',
  furnished: 'furnished',
  pets: 'pets',
  phone: 'phone',
  other_phones: 'otherPhones',
  source_url: 'sourceUrl',
  group_url: 'groupUrl',
  description: 'description',
};

type Outcome =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'nothing' }
  | { kind: 'filled'; filled: IntakeField[]; missing: IntakeField[]; otherCurrency?: string };

export interface PostIntakePanelProps {
  copy: ListingsAdminCopy;
  idPrefix: string;
  /** Puts the values into the form (never submits it). */
  onFill: (values: PostIntake['values']) => void;
}

/**
 * "Paste the post": staff paste a post copied from a group and the add form is filled with what it
 * states clearly; the panel then lists what was filled and what was not, for staff to review.
 * The reader (with its Hebrew, Portuguese and English rules) loads on the first use.
 */
export function PostIntakePanel({ copy, idPrefix, onFill }: PostIntakePanelProps) {
  const t = copy.intake;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const uid = useId();
  const id = `${idPrefix}-post-text`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const headingId = `${uid}-heading`;

  const read = async () => {
    if (text.trim() === '') {
      setOutcome({ kind: 'empty' });
      textareaRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { INTAKE_FIELDS, OPTIONAL_INTAKE_FIELDS, postToFormValues } = await import('./post-to-form');
      const intake = postToFormValues(text);
      const filled = INTAKE_FIELDS.filter((field) => intake.values[field] !== undefined);
      if (filled.length === 0) {
        setOutcome({ kind: 'nothing' });
        return;
      }
      onFill(intake.values);
      setOutcome({
        kind: 'filled',
        filled,
        missing: INTAKE_FIELDS.filter(
          (field) => intake.values[field] === undefined && !OPTIONAL_INTAKE_FIELDS.includes(field),
        ),
        otherCurrency: intake.otherCurrencyPrice?.text,
      });
    } finally {
      setBusy(false);
    }
  };

  const label = (field: IntakeField) => copy.fields[LABEL_KEY[field]];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:p-5">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ClipboardPaste aria-hidden className="size-5 text-brand-700" />
        {t.title}
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t.label}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {t.hint}
        </p>
        <textarea
          ref={textareaRef}
          id={id}
          rows={6}
          dir="auto"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (outcome.kind === 'empty') setOutcome({ kind: 'idle' });
          }}
          aria-describedby={outcome.kind === 'empty' ? `${hintId} ${errorId}` : hintId}
          aria-invalid={outcome.kind === 'empty'}
          className="w-full resize-y rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
        {outcome.kind === 'empty' && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {t.empty}
          </p>
        )}
      </div>
      <div>
        <Button type="button" variant="outline" className="text-brand-800" onClick={() => void read()} disabled={busy}>
          {busy ? t.reading : t.fill}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm text-slate-800">
        {outcome.kind === 'nothing' && <p>{t.nothingFound}</p>}
        {outcome.kind === 'filled' && (
          <div className="flex flex-col gap-2" data-testid="post-intake-summary">
            <p>
              <span className="font-semibold">{t.filled}</span>{' '}
              <span data-testid="post-intake-filled">{outcome.filled.map(label).join(' · ')}</span>
            </p>
            {outcome.missing.length > 0 && (
              <p>
                <span className="font-semibold">{t.notFound}</span>{' '}
                <span data-testid="post-intake-missing">{outcome.missing.map(label).join(' · ')}</span>
              </p>
            )}
            {outcome.otherCurrency && (
              <p className="text-amber-900">{fill(t.otherCurrency, { amount: outcome.otherCurrency })}</p>
            )}
            <p className="font-medium">{t.review}</p>
          </div>
        )}
      </div>
    </section>
  );
}
