import type { FunctionConfig } from './config.ts';
import type { LeadNotification } from './domain/leads/lead-registry.ts';
import { sendMail, type MailDeps, type MailOutcome } from './mail.ts';

export type { LeadNotification };

export type NotificationOutcome = MailOutcome;

export type NotifyDeps = MailDeps;

/**
 * Tells staff about a new lead by e-mail (see mail.ts for where it goes). Never throws: a failure
 * is returned so the caller records it on the lead.
 */
export function notifyStaff(
  notification: LeadNotification,
  config: FunctionConfig['notification'],
  deps: NotifyDeps,
): Promise<NotificationOutcome> {
  return sendMail(
    { to: config.to, subject: notification.subject, text: notification.lines.join('\n'), tag: 'staff-notification' },
    config,
    deps,
  );
}
