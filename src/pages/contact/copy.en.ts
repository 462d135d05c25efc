import { BUSINESS } from '@/lib/content/business-figures';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Contact us',
    description:
      'Contact Lusa Property about property management, real-estate investment or relocation in Portugal. We reply within one business day.',
  },
  hero: {
    title: 'Contact us',
    subtitle:
      'Tell us about your property or your plans in Portugal. We reply within one business day, and during business hours usually much sooner.',
  },
  formTitle: 'Send us a message',
  formIntro: 'Choose a service, leave your details and we will get back to you within one business day.',
  detailsTitle: 'Contact details',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  locationLabel: 'Office',
  location: 'Lisbon, Portugal',
  hoursLabel: 'Business hours',
  hours: `Mon–Fri ${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes} (Lisbon time)`,
  socialTitle: 'Follow us',
  instagram: 'Lusa Property on Instagram',
  youtube: 'Lusa Property on YouTube',
  // No measured average reply time is published, so the badge states the promise the business keeps (docs/facts.md).
  responseBadge: `Reply within ${BUSINESS.replyBusinessDays === 1 ? 'one business day' : `${BUSINESS.replyBusinessDays} business days`}`,
};

export default copy satisfies PageCopy;

export type ContactPageCopy = typeof copy;
