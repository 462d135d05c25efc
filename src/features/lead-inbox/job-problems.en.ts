// Texts of the inbox's notice of scheduled jobs that failed or are late (English).
const jobProblemsCopy = {
  title: 'A scheduled job needs attention',
  jobs: {
    'delete-expired-leads': 'Deleting leads older than 24 months',
    'delete-expired-newsletter-signups': 'Deleting unconfirmed newsletter sign-ups',
    'retry-lead-notifications': 'Retrying staff notifications of new leads',
    'newsletter-send': 'Sending the newsletter',
    'listing-photo-sweep': 'Deleting unused listing photos',
    'ad-alerts-instant': 'Sending ad alerts as listings are published',
    'ad-alerts-daily': 'Sending the daily ad alert emails',
    'ad-alerts-weekly': 'Sending the weekly ad alert emails',
    'ad-alerts-housekeeping': 'Tidying ad alerts (the 6-month question, expired sign-ups)',
    'exchange-rates-fetch': 'Storing the euro to shekel exchange rates for the owners’ tax summary',
    'owner-statement-mail': 'Sending the owners’ monthly statement emails',
  } as Record<string, string>,
  failed: '{job}: the last run, {when}, failed.',
  late: '{job}: no run since {when}, later than its schedule.',
  neverRan: '{job}: it has not run since it was scheduled.',
  reason: 'Reason: {error}',
  httpStatus: 'The function answered HTTP {status}.',
  loadError: 'The state of the scheduled jobs could not be loaded: {message}',
};

export type JobProblemsCopy = typeof jobProblemsCopy;
export default jobProblemsCopy;
