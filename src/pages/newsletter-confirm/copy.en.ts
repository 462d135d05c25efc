import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to the Lusa Property weekly newsletter.',
  },
  hero: {
    title: 'Confirm your subscription',
    subtitle: 'One click, and our weekly newsletter on property in Portugal is on its way to you.',
  },
  intro: 'Press the button to confirm that you want our weekly newsletter at the address this link was sent to.',
  confirm: 'Confirm my subscription',
  confirming: 'Confirming...',
  successTitle: 'Your subscription is confirmed',
  successText:
    'Thank you. You will receive our newsletter from the next weekly issue, and every issue has a link to leave the list.',
  errors: {
    token_invalid: {
      title: 'This link does not work',
      text: 'The link may be incomplete or altered. Copy the whole link from the email, or sign up again with the form at the bottom of this page.',
    },
    token_expired: {
      title: 'This link has expired',
      text: 'A confirmation link works for 7 days. Sign up again with the form at the bottom of this page and we will send you a new one.',
    },
    token_used: {
      title: 'This link was already used',
      text: 'Each link works once. If you confirmed with it, you are on the list. If you have left since, sign up again with the form at the bottom of this page.',
    },
  },
  failedTitle: 'Something went wrong',
  failedText: 'We could not confirm your subscription just now. Please try again in a moment.',
  retry: 'Try again',
  homeButton: 'Back to home',
};

export default copy satisfies PageCopy;
export type NewsletterConfirmCopy = typeof copy;
