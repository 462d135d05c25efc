import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Confirm your ad alert',
    description: 'Confirm your Lusa Property ad alert.',
  },
  hero: {
    title: 'Confirm your ad alert',
    subtitle: 'One press, and new ads that match your search come to your inbox.',
  },
  intro: 'Press the button to confirm that you want new ads like these e-mailed to the address this link was sent to.',
  confirm: 'Confirm my alert',
  confirming: 'Confirming...',
  successTitle: 'Your alert is confirmed',
  successText:
    'Thank you. We will e-mail you new ads that match your search, and every e-mail has a link to stop the alert in one click.',
  manage: 'Manage my alerts',
  adsButton: 'Back to the ads',
  errors: {
    token_invalid: {
      title: 'This link does not work',
      text: 'The link may be incomplete or altered. Copy the whole link from the e-mail, or save the alert again on the ads page.',
    },
    token_expired: {
      title: 'This link has expired',
      text: 'A confirmation link works for 7 days. Save the alert again on the ads page and we will send you a new one.',
    },
    token_used: {
      title: 'This link was already used',
      text: 'Each link works once. If you confirmed with it, your alert is on. To change it, use the "Manage my alerts" link in any alert e-mail.',
    },
    too_many_alerts: {
      title: 'You already have 10 alerts',
      text: 'An address can keep 10 alerts, and yours has them. Delete one you no longer need with the "Manage my alerts" link in any alert e-mail, then open this link again.',
    },
  },
  failedTitle: 'Something went wrong',
  failedText: 'We could not confirm your alert just now. Please try again in a moment.',
  retry: 'Try again',
};

export default copy satisfies PageCopy;
export type AlertsConfirmCopy = typeof copy;
