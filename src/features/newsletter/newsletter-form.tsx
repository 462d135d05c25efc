import { useId, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { honeypotValue } from '@/lib/forms/honeypot';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { useLeadSubmission } from '@/lib/forms/use-lead-submission';
import { useI18n } from '@/lib/i18n/i18n-context';
import { NEWSLETTER_ERRORS } from '@shared/validation/error-codes';
import type { NewsletterInput, NewsletterPayload } from '@shared/validation/newsletter';
import { rememberSubscribed, subscribedHere } from './subscribed-here';

const newsletterResolver = lazySchemaResolver<NewsletterInput, NewsletterPayload>(() =>
  import('@shared/validation/newsletter').then((module) => module.newsletterSchema),
);

export function NewsletterForm() {
  const { ui, lang } = useI18n();
  const inputId = useId();
  const form = useForm<NewsletterInput, unknown, NewsletterPayload>({
    resolver: newsletterResolver,
    defaultValues: { email: '' },
  });
  const text = ui.footer.newsletter;
  const submission = useLeadSubmission({
    fn: 'newsletter-subscribe',
    onSuccess: () => {
      // The server answers the same for every address (docs/newsletter.md): "Already Subscribed"
      // comes only from this browser's own record, and otherwise the visitor is asked to confirm.
      const email = form.getValues('email');
      form.reset({ email: '' });
      void subscribedHere(email).then((before) => {
        if (before) toast.error(text.alreadyTitle, { description: text.alreadyDescription });
        else toast.success(text.successTitle, { description: text.successDescription });
        return rememberSubscribed(email);
      });
    },
    errorToast: { title: text.errorTitle, description: text.errorDescription },
  });

  const onValid = ({ email }: NewsletterPayload, event?: BaseSyntheticEvent) =>
    submission.submit({ email, language: lang }, honeypotValue(event));

  const onInvalid = () => {
    const code = form.getFieldState('email').error?.message;
    toast.error(text.errorTitle, {
      description: code === NEWSLETTER_ERRORS.empty ? text.emptyEmail : text.invalidEmail,
    });
  };

  const invalid = Boolean(form.formState.errors.email);
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {text.emailLabel}
      </label>
      <input
        id={inputId}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        maxLength={255}
        placeholder={text.emailPlaceholder}
        aria-invalid={invalid}
        className="h-11 min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-500 rtl:text-right"
        {...form.register('email')}
      />
      <HoneypotField id={`${inputId}-hp`} label={ui.common.honeypotLabel} />
      <Button type="submit" variant="accent" disabled={submission.sending}>
        {submission.sending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
