import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** Shown after the label, outside it (a link must not toggle the box). */
  after?: ReactNode;
  error?: string | null;
}

/** A checkbox with its label beside it, an optional trailing link and an error text. */
export function CheckboxField({ id, label, registration, required, after, error }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...registration}
        />
        <p className="text-sm leading-relaxed text-slate-700">
          <label htmlFor={id}>
            {label}
            {required && <RequiredMark />}
          </label>
          {after && <> {after}</>}
        </p>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
