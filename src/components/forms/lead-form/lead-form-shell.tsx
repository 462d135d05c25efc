import type { ReactNode } from 'react';
import { ReadyFieldset } from '@/components/forms/ready-fieldset';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { LeadForm, LeadFormValues } from '@/lib/forms/use-lead-form';

export interface LeadFormShellProps<Values extends LeadFormValues, Output> {
  lead: LeadForm<Values, Output>;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The form element of every lead form: in the page's direction, validated by the form's code (not
 * the browser's), and inert until that code runs (see ReadyFieldset).
 */
export function LeadFormShell<Values extends LeadFormValues, Output>({
  lead,
  labelledBy,
  className,
  children,
}: LeadFormShellProps<Values, Output>) {
  const { dir } = useI18n();
  return (
    <form
      noValidate
      dir={dir}
      aria-labelledby={labelledBy}
      onSubmit={lead.onSubmit}
      className={cn('flex flex-col gap-5', className)}
    >
      <ReadyFieldset>{children}</ReadyFieldset>
    </form>
  );
}
