import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { LeadFormValues, LeadTextField } from '@/lib/forms/lead-values';

const COLUMNS = { 1: 'grid gap-5', 2: 'grid gap-5 sm:grid-cols-2', 3: 'grid gap-5 sm:grid-cols-3' } as const;

const PRESETS = {
  name: { autoComplete: 'name' },
  email: { kind: 'email' },
  phone: { kind: 'phone' },
} as const;

export interface LeadContactFieldsProps<Values extends LeadFormValues> {
  control: Control<Values, unknown, FieldValues>;
  idPrefix: string;
  /** The fields this form asks for, in its order on the page. */
  fields?: readonly LeadTextField[];
  /** The fields marked required (the mark and aria-required; the schema decides what is checked). */
  required?: readonly LeadTextField[];
  /** The error text of a field's validation code, in the page's language. */
  errorText: (field: LeadTextField) => (code: string | undefined) => string | null;
  /** A per-change check (see TextField's acceptChange). */
  acceptChange?: (field: LeadTextField) => (value: string) => boolean;
  maxLength?: Partial<Record<LeadTextField, number>>;
  columns?: keyof typeof COLUMNS;
  /** The 'fields marked * are required' note above the fields; false where the form shows it itself. */
  note?: boolean;
  className?: string;
}

/** The name, e-mail and phone fields of a lead form, with the shared labels, keyboards and autofill. */
export function LeadContactFields<Values extends LeadFormValues>({
  control,
  idPrefix,
  fields = ['name', 'email', 'phone'],
  required = ['name', 'email'],
  errorText,
  acceptChange,
  maxLength,
  columns = 2,
  note = true,
  className,
}: LeadContactFieldsProps<Values>) {
  const { ui } = useI18n();
  const labels = { name: ui.leadForm.nameLabel, email: ui.leadForm.emailLabel, phone: ui.leadForm.phoneLabel };
  return (
    <>
      {note && <p className="text-sm text-slate-600">{ui.leadForm.requiredNote}</p>}
      <div className={cn(COLUMNS[columns], className)}>
        {fields.map((field) => (
          <TextField
            key={field}
            {...PRESETS[field]}
            control={control}
            name={field as FieldPath<Values>}
            id={`${idPrefix}-${field}`}
            label={labels[field]}
            required={required.includes(field)}
            maxLength={maxLength?.[field]}
            errorText={errorText(field)}
            acceptChange={acceptChange?.(field)}
          />
        ))}
      </div>
    </>
  );
}
