import { useMutation } from '@tanstack/react-query';
import { useId, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { lazySchemaResolver } from '@/lib/forms/lazy-schema-resolver';
import { HONEYPOT_FIELD } from '@shared/validation/consent';
import { NEWSLETTER_ERRORS } from '@shared/validation/error-codes';
import type { NewsletterInput, NewsletterPayload } from '@shared/validation/newsletter';
import { isAlreadySubscribedError, subscribeToNewsletter } from './newsletter-api';

const newsletterResolver = lazySchemaResolver<NewsletterInput, NewsletterPayload>(() =>
  import('@shared/validation/newsletter').then((module) => module.newsletterSchema),
);

/** What the hidden honeypot field of the submitted form holds (the schema does not carry it). */
function honeypotValue(event?: BaseSyntheticEvent): string {
  const form = event?.target;
  return form instanceof HTMLFormElement ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : '';
}

export function NewsletterForm() {
  const { t } = useI18n();
  const inputId = useId();
  const form = useForm<NewsletterInput, unknown, NewsletterPayload>({
    resolver: newsletterResolver,
    defaultValues: { email: '' },
  });
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });

  const onValid = (payload: NewsletterPayload, event?: BaseSyntheticEvent) =>
    subscribe.mutate(
      { ...payload, honeypot: honeypotValue(event) },
      {
        onSuccess: () => {
          toast.success(t('footer.newsletter.successTitle'), {
            description: t('footer.newsletter.successDescription'),
          });
          form.reset({ email: '' });
        },
        onError: (error) => {
          if (isAlreadySubscribedError(error)) {
            toast.error(t('footer.newsletter.alreadyTitle'), {
              description: t('footer.newsletter.alreadyDescription'),
            });
          } else {
            toast.error(t('footer.newsletter.errorTitle'), {
              description: t('footer.newsletter.errorDescription'),
            });
          }
        },
      },
    );

  const onInvalid = () => {
    const code = form.getFieldState('email').error?.message;
    toast.error(t('footer.newsletter.errorTitle'), {
      description:
        code === NEWSLETTER_ERRORS.empty ? t('footer.newsletter.emptyEmail') : t('footer.newsletter.invalidEmail'),
    });
  };

  const invalid = Boolean(form.formState.errors.email);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('footer.newsletter.emailLabel')}
      </label>
      <input
        id={inputId}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        maxLength={255}
        placeholder={t('footer.newsletter.emailPlaceholder')}
        aria-invalid={invalid}
        className="h-11 min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-500 rtl:text-right"
        {...form.register('email')}
      />
      <HoneypotField id={`${inputId}-hp`} label={t('common.honeypotLabel')} />
      <Button type="submit" variant="accent" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('footer.newsletter.submitting') : t('footer.newsletter.submit')}
      </Button>
    </form>
  );
}
