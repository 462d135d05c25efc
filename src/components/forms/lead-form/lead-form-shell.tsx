import type { ReactNode } from 'react';
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
 * the browser's). Its fields take input from first paint: what is typed or pressed before the code
 * runs is done again after hydration (src/lib/async/early-input.ts). `method="post"` is for a
 * browser that runs no script at all: a native send then puts nothing of the visitor's in the URL.
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
      method="post"
      noValidate
      dir={dir}
      aria-labelledby={labelledBy}
      onSubmit={lead.onSubmit}
      className={cn('flex flex-col gap-5', className)}
    >
      {children}
    </form>
  );
}
