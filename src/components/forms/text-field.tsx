import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { INPUT_KINDS, type InputKind } from './input-kinds';
import { RequiredMark } from './required-mark';

const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600';

export interface TextFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, FieldValues>;
  /** An e-mail address or a phone number: sets type, inputMode, autoComplete and dir together. */
  kind?: InputKind;
  name: FieldPath<Values>;
  id: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'decimal' | 'numeric';
  autoComplete?: string;
  /**
   * 'ltr' for e-mail addresses and phone numbers, which read left to right in Hebrew too; 'auto'
   * for free text that may be written in either language (the staff tools' listing fields).
   */
  dir?: 'ltr' | 'auto';
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  placeholder?: string;
  /** The most characters the control takes (the maxlength attribute). */
  maxLength?: number;
  /** The error text for the field's validation code, in the page's language (null for none). */
  errorText?: (code: string | undefined) => string | null;
  /** Checks a change before it is applied; returning false refuses it (the old value stays). */
  acceptChange?: (value: string) => boolean;
}

/**
 * A labelled, controlled text input or textarea bound to react-hook-form: required mark, error text
 * tied to the control, and an optional per-change check.
 */
export function TextField<Values extends FieldValues>(props: TextFieldProps<Values>) {
  const preset = props.kind ? INPUT_KINDS[props.kind] : undefined;
  return <TextFieldControl {...preset} {...props} />;
}

function TextFieldControl<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  required,
  type = 'text',
  inputMode,
  autoComplete,
  dir,
  rows,
  placeholder,
  maxLength,
  errorText,
  acceptChange,
}: TextFieldProps<Values>) {
  const {
    field: { onChange: applyChange, ...field },
    fieldState,
  } = useController({ control, name });
  const code = fieldState.error?.message;
  const error = errorText ? errorText(code) : (code ?? null);
  const errorId = `${id}-error`;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // A refused text leaves the field: React puts a controlled field back to its value.
    if (acceptChange && !acceptChange(event.target.value)) return;
    applyChange(event.target.value);
  };

  // `field` holds name, value, onBlur and the ref by which a failed submit focuses the field.
  const shared = {
    ...field,
    value: (field.value as string | undefined) ?? '',
    id,
    onChange,
    placeholder,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {rows ? (
        <textarea rows={rows} dir={dir} className={cn(INPUT_CLASS, 'resize-y py-3')} {...shared} />
      ) : (
        <input
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          dir={dir}
          className={cn(INPUT_CLASS, 'h-11', dir === 'ltr' && 'rtl:text-right')}
          {...shared}
        />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
