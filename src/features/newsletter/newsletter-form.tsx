import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { INPUT_KINDS } from '@/components/forms/input-kinds';
import { Button } from '@/components/ui/button';
import { honeypotValue } from '@/lib/forms/honeypot';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import { useI18n } from '@/lib/i18n/i18n-context';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { NEWSLETTER_ERRORS } from '@shared/validation/error-codes';
import { rememberSubscribed } from './subscribed-here';

/** The schema (and zod with it) loads on the first submit: this form is on every page. */
const loadNewsletterSchema = () => import('@shared/validation/newsletter').then((module) => module.newsletterSchema);

/**
 * The footer's newsletter sign-up. One field, so no form library: the input is uncontrolled (what a
 * visitor typed before hydration stays in it) and is read on submit. Keeping react-hook-form off
 * this form keeps it off every page that has no other form (docs/delivery.md).
 */
export function NewsletterForm() {
  const { ui, lang } = useI18n();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  const text = ui.footer.newsletter;
  const submission = useLeadSubmission({
    fn: 'newsletter-subscribe',
    onSuccess: () => {
      // The server answers the same for every address (docs/newsletter.md): "Already Subscribed"
      // comes only from this browser's own record, and otherwise the visitor is asked to confirm.
      const field = input.current;
      const email = field?.value ?? '';
      if (field) field.value = '';
      // Remembered before the toast shows, so a second sign-up right after it finds the record.
      void rememberSubscribed(email).then((before) => {
        if (before)
          toast.error(text.alreadyTitle, { description: `${text.alreadyDescription}. ${text.alreadyLeftNote}` });
        else toast.success(text.successTitle, { description: text.successDescription });
      });
    },
    errorToast: { title: text.errorTitle, description: text.errorDescription },
  });

  // The schema's chunk did not load (the connection dropped): the same toast as a failed send.
  const showSendError = () => toast.error(text.errorTitle, { description: text.errorDescription });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = honeypotValue(event);
    const email = input.current?.value ?? '';
    void loadNewsletterSchema().then((schema) => {
      const parsed = schema.safeParse({ email });
      if (!parsed.success) {
        setInvalid(true);
        const code = parsed.error.issues[0]?.message;
        toast.error(text.errorTitle, {
          description: code === NEWSLETTER_ERRORS.empty ? text.emptyEmail : text.invalidEmail,
        });
        return;
      }
      setInvalid(false);
      submission.submit({ email: parsed.data.email, language: lang }, honeypot);
    }, showSendError);
  };

  // After a refused submit, the field is checked again as it changes, so the mark goes once it is valid.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!invalid) return;
    const email = event.target.value;
    void loadNewsletterSchema().then((schema) => setInvalid(!schema.safeParse({ email }).success));
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {text.emailLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        name="email"
        {...INPUT_KINDS.email}
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={text.emailPlaceholder}
        aria-invalid={invalid}
        onChange={onChange}
        className="h-11 min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-500 rtl:text-right"
      />
      <HoneypotField id={`${inputId}-hp`} label={ui.common.honeypotLabel} />
      <Button type="submit" variant="accent" disabled={submission.sending}>
        {submission.sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
