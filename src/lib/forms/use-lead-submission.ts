import { useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import { FunctionCallError, invokeFunction, type FunctionName } from '@/lib/supabase/invoke-function';
import { CONSENT_VERSION, HONEYPOT_FIELD } from '@shared/validation/consent';
import { RESPONSE_ERRORS } from '@shared/validation/error-codes';
import { createSubmissionRateLimit } from './submission-rate-limit';

export interface LeadSubmissionOptions {
  /** The edge function that stores the lead. */
  fn: FunctionName;
  /** The client-side courtesy limit (3 per 5 minutes) under this key; none when omitted. */
  rateLimitKey?: string;
  /** After a stored lead: 'thankYou' opens the thank-you page; a function runs instead. */
  onSuccess: 'thankYou' | (() => void);
  /** The toast for a failed call that nothing else explains. */
  errorToast: { title: string; description: string };
  /** Explains a failed call itself (a duplicate newsletter address, say) and returns true. */
  handleError?: (error: unknown) => boolean;
}

export interface LeadSubmission {
  /** Sends a lead: the form's fields plus the consent proof, the page and the honeypot value. */
  submit(fields: object, honeypot: string): void;
  sending: boolean;
  /** The limit holds (the client's, or the server answered 429): the form shows BlockedNotice. */
  blocked: boolean;
}

/**
 * One submission path for every lead form: the client rate limit ('Too many submissions' and the
 * block), consent proof (version and source page), the honeypot, the server's 429, the error toast,
 * and the thank-you page.
 */
export function useLeadSubmission({
  fn,
  rateLimitKey,
  onSuccess,
  errorToast,
  handleError,
}: LeadSubmissionOptions): LeadSubmission {
  const { ui, lang } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const limiter = useMemo(
    () => (rateLimitKey === undefined ? null : createSubmissionRateLimit({ key: rateLimitKey })),
    [rateLimitKey],
  );
  // Read from storage in the browser only; the prerendered HTML never shows the block.
  const blockedUntil = useSyncExternalStore(
    limiter?.subscribe ?? noSubscription,
    limiter?.blockedUntil ?? noBlock,
    noBlock,
  );
  // A plain state flag rather than a query-library mutation: lead forms need no cache, and this
  // keeps TanStack Query out of every page that has a form.
  const [sending, setSending] = useState(false);

  const submit = (fields: object, honeypot: string) => {
    if (limiter) {
      if (limiter.blockedUntil() !== null) return;
      if (!limiter.canSubmit()) {
        toast.error(ui.leadForm.rateLimitTitle, { description: ui.leadForm.rateLimitDescription });
        limiter.block();
        return;
      }
      limiter.record();
    }
    const body = { ...fields, consent_version: CONSENT_VERSION, source_page: pathname, [HONEYPOT_FIELD]: honeypot };
    setSending(true);
    invokeFunction(fn, body).then(
      () => {
        setSending(false);
        if (onSuccess === 'thankYou') void navigate(localizedPath(lang, 'thankYou'));
        else onSuccess();
      },
      (error: unknown) => {
        setSending(false);
        const rateLimited =
          error instanceof FunctionCallError && (error.status === 429 || error.code === RESPONSE_ERRORS.rateLimited);
        if (rateLimited && limiter) {
          // The server's own limit: show the block instead of a generic error.
          limiter.block();
          return;
        }
        if (handleError?.(error)) return;
        toast.error(errorToast.title, { description: errorToast.description });
      },
    );
  };

  return { submit, sending, blocked: blockedUntil !== null };
}

const noSubscription = () => () => undefined;
const noBlock = () => null;
