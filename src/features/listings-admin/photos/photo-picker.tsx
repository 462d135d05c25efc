// The listing form's photos (docs/listing-photos.md): choose or drop files, see them as thumbnails,
// reorder them by drag or by keyboard (arrow keys on a focused photo, or its buttons), pick the
// cover (the first photo) and remove one. Each change is announced for screen readers.
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { countText } from '@/lib/i18n/plural';
import { photoImage } from '@/lib/listings/listing-photos';
import { SUPABASE_URL } from '@/lib/supabase/config';
import type { ListingsAdminCopy } from '../copy.en';
import { movePhoto, type PhotoItem } from './photo-list';
import { ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS, PhotoError, type PhotoProblem } from './photo-rules';
import { processPhoto as defaultProcess, type ProcessedPhoto } from './process-photo';

export interface PhotoPickerProps {
  copy: ListingsAdminCopy['photos'];
  idPrefix: string;
  value: PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  disabled?: boolean;
  /** For tests: the browser-side decoding and resizing. */
  process?: (file: File) => Promise<ProcessedPhoto>;
}

function previewOf(item: PhotoItem): string {
  return item.stored ? (photoImage(SUPABASE_URL, item.stored)?.src ?? '') : item.preview;
}

export function PhotoPicker({
  copy,
  idPrefix,
  value,
  onChange,
  disabled = false,
  process = defaultProcess,
}: PhotoPickerProps) {
  const { lang } = useI18n();
  const inputId = `${idPrefix}-photos`;
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const total = value.length;

  const problemText = (problem: PhotoProblem, name = '') => fill(copy.problems[problem], { name });

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const room = PHOTO_LIMITS.count - value.length;
    const found: string[] = [];
    if (files.length > room) found.push(problemText('tooMany'));
    setPreparing(true);
    const added: PhotoItem[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        const processed = await process(file);
        const preview = URL.createObjectURL(processed.sizes[0]!.blob);
        added.push({ key: `new-${crypto.randomUUID()}`, processed, preview });
      } catch (error) {
        found.push(problemText(error instanceof PhotoError ? error.problem : 'corrupt', file.name));
      }
    }
    setPreparing(false);
    setProblems(found);
    if (added.length > 0) onChange([...value, ...added]);
  }

  function focusItem(index: number) {
    // After React has moved the item, keep the focus on it.
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('[data-photo]')[index]?.focus());
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= total || from === to) return;
    onChange(movePhoto(value, from, to));
    setAnnouncement(fill(to === 0 ? copy.madeCover : copy.moved, { n: to + 1, total }));
    focusItem(to);
  }

  function remove(index: number) {
    const item = value[index];
    if (item?.preview) URL.revokeObjectURL(item.preview);
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(countText(copy.removed, total - 1, lang));
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (event.target !== event.currentTarget) return;
    // Arrow keys follow what the eye sees: in right-to-left pages the next photo is to the left.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[event.key as 'ArrowLeft' | 'ArrowRight'];
    if (step !== undefined) {
      event.preventDefault();
      move(index, index + step);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(index, 0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(index, total - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      remove(index);
    }
  }

  function onDropFiles(event: DragEvent<HTMLDivElement>) {
    if (disabled || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void addFiles([...event.dataTransfer.files]);
  }

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">{copy.label}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {copy.hint}
      </p>
      <div
        className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-400 p-4"
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={onDropFiles}
      >
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white focus-within:outline-2"
        >
          {copy.choose}
          <input
            id={inputId}
            type="file"
            multiple
            accept={[...ACCEPTED_PHOTO_TYPES, '.heic', '.heif'].join(',')}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void addFiles(files);
            }}
          />
        </label>
        <span className="text-sm text-slate-600">{preparing ? copy.preparing : copy.drop}</span>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {total > 0 && (
        <ol ref={listRef} aria-label={copy.listLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((item, index) => {
            const n = index + 1;
            return (
              <li
                key={item.key}
                data-photo
                tabIndex={0}
                aria-label={fill(copy.photoLabel, { n, total }) + (index === 0 ? ` (${copy.cover})` : '')}
                draggable={!disabled}
                onDragStart={(event) => {
                  setDragFrom(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => {
                  if (dragFrom !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  move(dragFrom, index);
                  setDragFrom(null);
                }}
                onDragEnd={() => setDragFrom(null)}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-2 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <div className="relative">
                  <img src={previewOf(item)} alt="" className="aspect-[4/3] w-full rounded object-cover" />
                  {index === 0 && (
                    <span className="absolute start-1 top-1 rounded bg-slate-900/80 px-2 py-0.5 text-xs text-white">
                      {copy.cover}
                    </span>
                  )}
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={fill(copy.moveEarlier, { n })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true" className="rtl:rotate-180">
                      ←
                    </span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={fill(copy.moveLater, { n })}
                    disabled={index === total - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true" className="rtl:rotate-180">
                      →
                    </span>
                  </Button>
                  {index > 0 && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={fill(copy.makeCover, { n })}
                      onClick={() => move(index, 0)}
                    >
                      {copy.cover}
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={fill(copy.remove, { n })}
                    onClick={() => remove(index)}
                    className="text-red-700"
                  >
                    ✕
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
