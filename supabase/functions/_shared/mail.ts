// Every e-mail the functions send (staff notifications, newsletter confirmations, unsubscribe
// links, newsletter issues) goes through one SendMail: Resend's HTTP API in production, the local
// backend's outbox on `npm run dev` and in the tests (supabase/local/outbox.ts), the log when
// neither is configured. Nothing here throws: a failure is returned for the caller to record.
import type { FunctionConfig } from './config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; always sent, so no value can inject markup into it. */
  text: string;
  /** Optional HTML alternative (built from escaped values only). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** What kind of message this is (for the outbox and the logs): 'staff-notification', 'newsletter-confirm', ... */
  tag: string;
  /**
   * Resend's Idempotency-Key: a message sent again under the same key within 24 hours is not
   * delivered twice (a newsletter delivery retried after a run stopped between sending and marking).
   */
  idempotencyKey?: string;
}

export type MailOutcome = { status: 'sent' } | { status: 'logged' } | { status: 'failed'; error: string };

export type SendMail = (message: MailMessage) => Promise<MailOutcome>;

export interface MailDeps {
  fetch: typeof fetch;
  log: (message: string) => void;
  /** The local backend's outbox (or a test's); when absent, Resend or the log. */
  mail?: SendMail;
}

type MailConfig = Pick<FunctionConfig['notification'], 'resendApiKey' | 'from'>;

/** Sends through deps.mail when given, otherwise Resend with a key, otherwise writes to the log. */
export async function sendMail(message: MailMessage, config: MailConfig, deps: MailDeps): Promise<MailOutcome> {
  if (deps.mail) {
    try {
      return await deps.mail(message);
    } catch (error) {
      return { status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 2000) };
    }
  }
  if (!config.resendApiKey) {
    deps.log(`[mail:${message.tag}] to ${message.to}: ${message.subject}\n${message.text}`);
    return { status: 'logged' };
  }
  try {
    const response = await deps.fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.resendApiKey}`,
        'Content-Type': 'application/json',
        ...(message.idempotencyKey ? { 'Idempotency-Key': message.idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: config.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      }),
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      return { status: 'failed', error: `Resend answered ${response.status}: ${detail}`.slice(0, 2000) };
    }
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 2000) };
  }
}
