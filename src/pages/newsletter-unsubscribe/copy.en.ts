import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Unsubscribe from the newsletter',
    description: 'Leave the Lusa Property weekly newsletter.',
  },
  hero: {
    title: 'Unsubscribe',
    subtitle: 'Leave our weekly newsletter at any time, with no sign-in.',
  },
  intro: 'Press the button to stop receiving our weekly newsletter at the address this link was sent to.',
  leave: 'Unsubscribe',
  leaving: 'Unsubscribing...',
  doneTitle: 'You have left the list',
  doneText:
    'You will receive no more issues of our newsletter. Changed your mind? Sign up again with the form at the bottom of this page.',
  invalidTitle: 'This link does not work',
  invalidText: 'The link may be incomplete or altered. Type your address below and we will email you a new one.',
  requestIntro:
    'Type the address that receives our newsletter and we will email it a link to leave the list. Nothing changes until you open that link.',
  emailLabel: 'Email address',
  request: 'Email me the link',
  requesting: 'Sending...',
  requestedTitle: 'Check your inbox',
  requestedText: 'If this address is on our list, we have sent it a link to leave. Open it and press the button.',
  emptyEmail: 'Please enter an email address',
  invalidEmail: 'Invalid email address',
  failedTitle: 'Something went wrong',
  failedText: 'Please try again in a moment.',
  retry: 'Try again',
  homeButton: 'Back to home',
};

export default copy satisfies PageCopy;
export type NewsletterUnsubscribeCopy = typeof copy;
