import type { ReactNode } from 'react';
import type { FieldPath, RegisterOptions } from 'react-hook-form';
import { BlockedNotice } from '@/components/forms/blocked-notice';
import { ConsentFields } from '@/components/forms/consent-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { LeadForm, LeadFormValues } from '@/lib/forms/use-lead-form';
import { HONEYPOT_FIELD } from '@shared/validation/consent';

export interface LeadFormEndProps<Values extends LeadFormValues, Output> {
  lead: LeadForm<Values, Output>;
  idPrefix: string;
  /** The send button's label, and its label while the lead is on its way. */
  label: ReactNode;
  sendingLabel: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /**
   * Until the required consent is ticked, send is 'disabled', or 'looksDisabled': grey (still
   * legible) but clickable and focusable, so a click can say why.
   */
  untilAgreed?: 'disabled' | 'looksDisabled';
  /** Something of the form's own still runs (a download, say): the button waits and says so. */
  pending?: boolean;
  /** More for the send button: as wide as the form on every screen, a reason to stay disabled. */
  button?: Pick<ButtonProps, 'disabled'> & { fullWidth?: boolean };
  /** Extra options for the terms checkbox (a change handler, say). */
  termsOptions?: RegisterOptions<Values, FieldPath<Values>>;
  /** The inline text under the terms checkbox while they are required and not ticked. */
  termsError?: string;
  /** A button beside the send button (cancel, say). */
  secondary?: ReactNode;
  /** Shown between the consent and the blocked notice (a form's own banner). */
  children?: ReactNode;
}

/**
 * The end of every lead form: the honeypot, the consent pair, the blocked notice and the send
 * button, whose state (sending, blocked, waiting for consent) is the same in every form.
 */
export function LeadFormEnd<Values extends LeadFormValues, Output>({
  lead,
  idPrefix,
  label,
  sendingLabel,
  icon,
  untilAgreed,
  pending = false,
  button: { fullWidth, disabled } = {},
  termsOptions,
  termsError,
  secondary,
  children,
}: LeadFormEndProps<Values, Output>) {
  const { ui } = useI18n();
  const { register, formState } = lead.form;
  const looksDisabled = untilAgreed === 'looksDisabled' && !lead.agreed;
  const submit = (
    <Button
      type="submit"
      variant={looksDisabled ? 'inactive' : 'accent'}
      size="lg"
      disabled={disabled || (untilAgreed === 'disabled' && !lead.agreed) || lead.sending || pending || lead.blocked}
      data-looks-disabled={looksDisabled || undefined}
      className={cn('w-full', !fullWidth && 'sm:w-auto', !secondary && 'sm:self-start')}
    >
      {icon}
      {lead.requestPending || pending ? sendingLabel : label}
    </Button>
  );
  return (
    <>
      <HoneypotField id={`${idPrefix}-${HONEYPOT_FIELD}`} label={ui.common.honeypotLabel} />
      <ConsentFields
        idPrefix={idPrefix}
        terms={register('agreesToTerms' as FieldPath<Values>, termsOptions)}
        marketing={register('agreesToMarketing' as FieldPath<Values>)}
        termsError={formState.errors.agreesToTerms ? termsError : null}
      />
      {children}
      {lead.blocked && <BlockedNotice />}
      {secondary ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {submit}
          {secondary}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
