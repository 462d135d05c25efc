// Small pieces the owners tool's parts share: figures and dates as the page's language writes
// them, a problem with its retry, labelled selects and file inputs, and table cells that become
// stacked cards on a phone.
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import { RequiredMark } from '@/components/forms/required-mark';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatEuroCents, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { isRetryable, problemOf, problemText } from './admin-errors';
import type { OwnersAdminCopy } from './copy.en';
import type { FormError } from './form-rules';

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';
export const LABEL_CLASS = 'text-sm font-medium text-slate-900';

/** Integer cents as euros with their cents, isolated so a right-to-left line keeps it whole. */
export function Money({ cents, className }: { cents: number; className?: string }) {
  const { lang } = useI18n();
  return <bdi className={cn('whitespace-nowrap tabular-nums', className)}>{formatEuroCents(Number(cents), lang)}</bdi>;
}

/** Basis points as a percentage ("33.33%"). A display only: the stored share stays an integer. */
export function shareText(bp: number, lang: Lang): string {
  return formatPercent(bp / 100, lang, 2);
}

/** A calendar date 'YYYY-MM-DD' in words ("5 March 2026"); noon UTC is that day in Lisbon too. */
export function dayText(date: string, lang: Lang): string {
  return formatDate(`${date.slice(0, 10)}T12:00:00Z`, lang);
}

/** A statement month 'YYYY-MM' in words ("March 2026"). */
export function monthText(month: string, lang: Lang): string {
  return formatDate(`${month.slice(0, 7)}-15T12:00:00Z`, lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Lisbon',
  });
}

/** A moment (a timestamp) with its time, in Lisbon. */
export function momentText(at: string, lang: Lang): string {
  return formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
}

/** A form field's error code in the page's language. */
export function formErrorText(copy: OwnersAdminCopy, code: string | undefined, values: Record<string, string> = {}) {
  if (!code) return null;
  const text = (copy.formErrors as Record<string, string | undefined>)[code as FormError];
  return text ? fill(text, values) : code;
}

/**
 * A failed read or write in the page's language, next to what failed; a lost connection gets a
 * retry button (a refusal would only be refused again).
 */
export function ProblemAlert({
  copy,
  error,
  onRetry,
  testId,
}: {
  copy: OwnersAdminCopy;
  error: unknown;
  onRetry?: () => void;
  testId?: string;
}) {
  const problem = problemOf(error);
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>{problemText(copy.problems, problem)}</span>
      </p>
      {onRetry && isRetryable(problem) && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {copy.retry}
        </Button>
      )}
    </div>
  );
}

/** A labelled select bound to react-hook-form. */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  hint,
  required,
  errorText,
  onValueChange,
}: {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  /** An empty first option ("Choose…"). */
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  errorText?: (code: string | undefined) => string | null;
  onValueChange?: (value: string) => void;
}) {
  // `field` holds name, onBlur and the ref by which a failed submit focuses the control.
  const {
    field: { onChange, value, ...field },
    fieldState,
  } = useController({ control, name });
  const error = errorText ? errorText(fieldState.error?.message) : (fieldState.error?.message ?? null);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        {...field}
        id={id}
        value={(value as string | undefined) ?? ''}
        onChange={(event) => {
          onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={described || undefined}
        className={INPUT_CLASS}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled date input ('YYYY-MM-DD') bound to react-hook-form. */
export function DateField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  required,
  errorText,
}: {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  required?: boolean;
  errorText: (code: string | undefined) => string | null;
}) {
  const {
    field: { onChange, value, ...field },
    fieldState,
  } = useController({ control, name });
  const error = errorText(fieldState.error?.message);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        {...field}
        type="date"
        dir="ltr"
        value={(value as string | undefined) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(INPUT_CLASS, 'rtl:text-right')}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A file input for a document, with its own error (checked before anything is sent). */
export function FileField({
  id,
  label,
  accept,
  hint,
  error,
  required,
  onFile,
}: {
  id: string;
  label: string;
  accept: string;
  hint?: string;
  error: string | null;
  required?: boolean;
  onFile: (file: File | null) => void;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 aria-[invalid=true]:border-red-600"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

// A table that is a table from the md width up (scrolling sideways inside its own box) and a list
// of cards on a phone: each cell then shows its column's label (the header row is hidden).
export const TABLE_BOX = 'rounded-2xl border border-slate-200 bg-white md:overflow-auto';
export const TABLE = 'block w-full border-collapse md:table';
export const THEAD = 'hidden bg-slate-50 md:table-header-group';
export const TH = 'px-3 py-2 text-start text-sm font-semibold whitespace-nowrap text-slate-700';
export const TBODY = 'block md:table-row-group';
export const TR = 'block border-slate-200 p-4 not-first:border-t md:table-row md:border-t md:p-0';

/** A cell with its column's label, shown when the rows are cards. */
export function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={cn('flex gap-2 py-0.5 align-top text-sm text-slate-800 md:table-cell md:px-3 md:py-2', className)}>
      <span className="w-32 shrink-0 text-slate-600 md:hidden">{label}</span>
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </td>
  );
}
