import { COMPANY } from '@/config/company';
import { BUSINESS } from '@/lib/content/business-figures';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';

// The reply promise comes from BUSINESS.replyBusinessDays, the one the business can keep (docs/facts.md).
const replyTime = BUSINESS.replyBusinessDays === 1 ? 'one business day' : `${BUSINESS.replyBusinessDays} business days`;

const copy = {
  meta: {
    title: 'Thank you',
    description: `Your enquiry was received. Our team replies within ${replyTime}.`,
  },
  hero: {
    title: 'Thank you!',
    subtitle: `Your enquiry was received. Our team replies within ${replyTime}.`,
  },
  nextTitle: 'What happens next',
  steps: [
    'A specialist from our team reads your enquiry and the details you sent.',
    `We reply by email or phone within ${replyTime}, often sooner during business hours (Monday to Friday, ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} Lisbon time).`,
    'Together we plan the next step, with no obligation.',
  ],
  spamTip: rich`No reply in your inbox? Check the spam folder, or write to us at ${link(`mailto:${COMPANY.email}`, COMPANY.email)}.`,
  homeButton: 'Back to home',
  propertyButton: 'Explore Property Management',
};

export default copy satisfies PageCopy;

export type ThankYouPageCopy = typeof copy;
