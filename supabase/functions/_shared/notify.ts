import type { FunctionConfig } from './config.ts';
import type { LeadNotification } from './domain/leads/lead-registry.ts';

export type { LeadNotification };

export type NotificationOutcome = { status: 'sent' } | { status: 'logged' } | { status: 'failed'; error: string };

export interface NotifyDeps {
  fetch: typeof fetch;
  log: (message: string) => void;
}

/**
 * Tells staff about a new lead: an e-mail through Resend's HTTP API when a key is configured,
 * otherwise a log line. Never throws: a failure is returned so the caller records it on the lead.
 */
export async function notifyStaff(
  notification: LeadNotification,
  config: FunctionConfig['notification'],
  deps: NotifyDeps,
): Promise<NotificationOutcome> {
  const text = notification.lines.join('\n');
  if (!config.resendApiKey) {
    deps.log(`[lead] ${notification.subject}\n${text}`);
    return { status: 'logged' };
  }
  try {
    const response = await deps.fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.resendApiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: config.from, to: [config.to], subject: notification.subject, text }),
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
