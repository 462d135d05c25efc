import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Manage my ad alerts',
    description: 'See, change, pause or delete your Lusa Property ad alerts.',
  },
  hero: {
    title: 'Manage my ad alerts',
    subtitle: 'See your alerts, change how often they come, pause or delete them.',
  },
  loading: 'Loading your alerts...',
  empty: 'You have no ad alerts. Save one on the ads page with "E-mail me new ads like these".',
  listLabel: 'Your ad alerts',
  frequencyLabel: 'How often',
  frequencies: { instant: 'As soon as published', daily: 'Daily', weekly: 'Weekly' },
  status: { pending: 'Waiting for your confirmation', confirmed: 'On', paused: 'Paused' },
  pause: 'Pause',
  resume: 'Resume',
  keep: 'Keep this alert',
  keepAsked: 'No ad has matched this alert for 6 months. Keep it, or it ends.',
  delete: 'Delete',
  deleteConfirm: 'Delete the alert "{alert}"?',
  saved: 'Saved',
  leaveTitle: 'Stop this alert?',
  leaveText: 'Press the button to stop the alert "{alert}". Nothing more will be sent for it.',
  leaveUnknown: 'Press the button to stop the alert this link was sent for.',
  leaveButton: 'Stop this alert',
  leaving: 'Stopping...',
  leftTitle: 'The alert is stopped',
  leftText: 'We will not e-mail you for it again.',
  invalidTitle: 'This link does not work',
  invalidText:
    'The link may be incomplete or altered. Copy the whole link from one of your alert e-mails and open it again.',
  expiredTitle: 'This link has expired',
  expiredText:
    'A "Manage my alerts" link works for 90 days. Every alert e-mail carries a new one: open the link in your latest alert e-mail.',
  failedTitle: 'Something went wrong',
  failedText: 'We could not do this just now. Please try again in a moment.',
  retry: 'Try again',
  adsButton: 'Back to the ads',
};

export default copy satisfies PageCopy;
export type AlertsManageCopy = typeof copy;
