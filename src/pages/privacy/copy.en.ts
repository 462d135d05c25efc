import type { LegalDocumentCopy } from '@/components/sections/legal-document';
import { COMPANY } from '@/config/company';
import { BUSINESS } from '@/lib/content/business-figures';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';

const hours = `${BUSINESS.hoursLisbon.opens}–${BUSINESS.hoursLisbon.closes}`;

const document: LegalDocumentCopy = {
  updated: { label: 'Last updated:', date: '2026-11-29' },
  tocTitle: 'On this page',
  intro: [
    `This policy explains how ${COMPANY.legalName} ("Lusa Property", "we"), a company registered in Portugal with its office in Lisbon, handles the personal data of people who visit this website and contact us through it. We are the controller of that data under the EU General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and Portuguese Law 58/2019, which implements it in Portugal.`,
    'In short: we ask only for what we need to answer you, we keep it for 24 months at most, we never sell it, and you can ask us at any time to see, correct or delete it. This page describes our own practices; it is not legal advice.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      title: 'What we collect',
      blocks: [
        'We receive personal data only when you send one of the forms on this site. Each form asks for the following.',
        {
          title: 'Newsletter (the signup in the footer)',
          blocks: [{ list: ['Your e-mail address, stored in lower case.'] }],
        },
        {
          title: 'Ad alerts ("E-mail me new ads like these" on the ads page)',
          blocks: [
            {
              list: [
                'Your e-mail address, the language of the page, how often you want the e-mails, and the search you saved (type, price range, place, bedrooms).',
                'When you confirmed the alert, which ads were e-mailed to it and when, and when you stopped it.',
              ],
            },
          ],
        },
        {
          title:
            'Contact form (the contact page, the forms on the home page and the consultation form on the investment page)',
          blocks: [
            {
              list: [
                'Your name and e-mail address.',
                'If you give them: your phone number, a subject and your message.',
                'The service you are interested in (investment or property management), where the form asks.',
                'Whether you ticked the optional box for market updates and offers by e-mail.',
              ],
            },
          ],
        },
        {
          title: 'Investment calculator',
          blocks: [
            {
              list: [
                'Your name, e-mail address and phone number.',
                'What you entered in the calculator: your own capital, the share financed by a mortgage, the mortgage term and the type of property.',
                'The estimates calculated from those figures: property value, loan amount, monthly mortgage payment, gross monthly rent, estimated expenses, expected monthly income and expected annual return. Our server recalculates them rather than relying on your browser.',
                'Whether you ticked the optional marketing box.',
              ],
            },
          ],
        },
        {
          title: 'Management cost calculator',
          blocks: [
            {
              list: [
                'Your name, e-mail address and phone number.',
                'The monthly rent you entered and the management package you chose, which reach us as a consultation request.',
                'Whether you ticked the optional marketing box.',
              ],
            },
          ],
        },
        {
          title: 'Rental agreement template download',
          blocks: [
            {
              list: ['Your full name and e-mail address.', 'Whether you ticked the optional marketing box.'],
            },
          ],
        },
        {
          title: 'With every form, automatically',
          blocks: [
            {
              list: [
                'A record of your consent: the boxes you ticked, which version of the consent text you saw, the page you sent the form from, and the date and time.',
                'A salted one-way hash (SHA-256) of your IP address. We never store the address itself. The hash lets our server limit how many forms one connection can send within a few minutes, which keeps out spam and abuse, and it stays with your request as part of the record of where it came from.',
              ],
            },
          ],
        },
        {
          title: 'If we manage your property (owners and tenants)',
          blocks: [
            'This data comes from the management contract and the lease, not from the forms on this site.',
            {
              list: [
                "Owners: your name, e-mail address, language, country of tax residence, Portuguese tax number (NIF) and management package; the properties you own and your share of each; and, month by month, the rent received, the expenses with their receipts, our fee, the payments we make to you and your statements. You sign in to your owner's page with a link sent to your e-mail address.",
                'Tenants of a property we manage: your name, your e-mail address if you give it to us, and the lease (rent, dates, deposit and the signed copy).',
              ],
            },
          ],
        },
        'Browsing the site without sending a form does not tell us your name or e-mail address. As with any website, the servers that deliver the pages and receive the forms process your IP address and browser details in order to answer your requests and keep the service secure.',
        'Please do not include sensitive information, such as health details, in a free-text message. If you do, we use it only to answer you.',
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use it and on what legal basis',
      blocks: [
        {
          list: [
            'To answer you and prepare the service you ask about: replying to your message, sending the template you requested and, if you ask for one, preparing a proposal. Legal basis: the consent you give with the required box in each form (Article 6(1)(a) GDPR) and steps you ask us to take before a contract (Article 6(1)(b)).',
            'To send the newsletter and other marketing e-mails, only if you subscribed or ticked the optional marketing box. Legal basis: your consent (Article 6(1)(a) GDPR and Law 41/2004 on privacy in electronic communications), which you can withdraw at any time.',
            'To keep the record of your consent and protect the forms from abuse, with the hashed IP address. Legal basis: our legitimate interest in forms that work and are not misused, and our duty to be able to show that you consented (Articles 6(1)(f) and 7(1) GDPR).',
            'To meet legal obligations. If you become a client, contracts, invoices and accounting records are kept for as long as Portuguese tax and accounting law requires (Article 6(1)(c) GDPR). Those records are covered by your client agreement, not by the forms on this site.',
          ],
        },
        'We do not sell or rent personal data, we do not build profiles of visitors, and we make no decision about you by automated means alone. The calculators only show estimates; they decide nothing.',
      ],
    },
    {
      id: 'recipients',
      title: 'Who receives your data',
      blocks: [
        'Your requests are read by our team only. To run the site we use service providers (processors), who handle data on our instructions and under a data processing agreement:',
        {
          list: [
            'Supabase, which hosts our database and the server functions that receive the forms. Its network runs through Cloudflare, which passes on your IP address so that it can be hashed.',
            'Resend, the e-mail service that sends our team a notification with the contents of your request (the IP hash is not included).',
            'The hosting provider that delivers the pages of this website, and our e-mail provider, for the replies we send you.',
          ],
        },
        "Some of these providers are based in the United States. When data leaves the European Economic Area, the transfer relies on the safeguards of Chapter V of the GDPR: the EU–US Data Privacy Framework where the provider is certified under it, otherwise the European Commission's standard contractual clauses.",
        'When your case needs a lawyer, an accountant, a broker or a contractor, we pass on your details only after telling you and with your agreement. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it and how we protect it',
      blocks: [
        {
          list: [
            'Everything sent through the forms, newsletter subscriptions included, is kept for 24 months from the day you sent it, as the consent text in each form says. A scheduled job deletes older records from the database every day.',
            'We delete your data sooner if you ask us to, or once you withdraw your consent, unless the law requires us to keep it. Unsubscribing from the newsletter removes your address from the list.',
            'An ad alert you did not confirm is deleted after 7 days. A confirmed alert is kept while it runs; one that has e-mailed nothing for 6 months asks you once whether to keep it, and ends 30 days later if you do not. A stopped or ended alert is deleted 24 months after it ended; deleting it on the "Manage my alerts" page removes it at once.',
            'The notifications our team receives by e-mail are kept under the same 24-month limit.',
            "If we manage your property: its accounts (the monthly statements, the rent and expenses with their receipts, the payments to the owners, the lease, and the owners' tax numbers on them) are accounting records, which Portuguese law makes us keep for the 10 calendar years after the year they concern (Código do IVA, article 52; Código do IRC, article 123). Your name, e-mail address and language are kept while we manage the property. If you ask us to erase your data, we delete your name, e-mail address and sign-in at once and keep those records, with the tax number, only until the 10 years end; a tenant's name and e-mail address are removed from the lease in the same way.",
            'The rate-limit records (the hashed IP address, the form and the time) are needed only for a count over a few minutes and are deleted automatically after that.',
            'Your cookie choice stays in your own browser until you change it or clear the data of this site.',
          ],
        },
        'Form data reaches the database only through our server functions. It cannot be read from the website, and only signed-in members of our team have access to it. All traffic to and from the site is encrypted (HTTPS). If a security breach put your data at risk, we would notify the CNPD within 72 hours and tell you without undue delay where the law requires it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and your choices',
      blocks: [
        'This site sets no cookies of its own and loads no analytics, advertising or social-media trackers. Its fonts are served from our own site, not from a third-party font service, and the Instagram and YouTube icons are plain links.',
        "The site does use your browser's local storage, which Portuguese law (Law 41/2004) treats like cookies, for two things it needs in order to work:",
        {
          list: [
            'Your cookie choice, under the name "cookie-consent": "accepted", "necessary-only" or "rejected", the categories it allows, and the date you chose.',
            'A count of the forms you sent in the last few minutes, so the site can ask you to wait before sending more.',
          ],
        },
        'The cookie banner offers three choices. "Accept All" allows analytics and marketing cookies; "Necessary Only" and "Reject" allow neither. Closing the banner with its close button stores nothing, so the banner appears again on your next visit.',
        'Today your choice changes nothing you can see, because we use no analytics or marketing tools. If we ever add one, it will run only after you choose "Accept All", and we will update this policy first.',
        'You can change your choice at any time with "Cookie settings" at the bottom of every page, or with the button below.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'Under the GDPR you have the following rights, free of charge:',
        {
          list: [
            'Access: a copy of the data we hold about you and an explanation of how we use it (Article 15).',
            'Rectification: correction of data that is inaccurate or incomplete (Article 16).',
            'Erasure: deletion of your data when there is no reason left to keep it (Article 17).',
            'Restriction: we keep your data but do nothing else with it, for example while you contest its accuracy (Article 18).',
            'Portability: the data you gave us in a structured, machine-readable format, sent to you or to someone you name (Article 20).',
            'Objection: to processing based on our legitimate interest, and to direct marketing at any time, with no reason needed (Article 21).',
            'Withdrawal of consent: at any time, without affecting what we did with your consent before you withdrew it (Article 7(3)).',
            rich`Complaint: to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD, ${link('https://www.cnpd.pt', 'www.cnpd.pt')}), or to the authority of the EU country where you live or work (Article 77).`,
          ],
        },
        'To exercise any of these rights, write to us using the details below. We may ask you to confirm your identity before we hand over or change any data.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us about your privacy',
      blocks: [
        rich`${COMPANY.legalName}, Lisbon, Portugal. E-mail ${link(`mailto:${COMPANY.email}`, COMPANY.email)}, phone ${link(COMPANY.phoneHref, COMPANY.phone)} (Monday to Friday, ${hours} Lisbon time), or our ${link('contact', 'contact form')}.`,
        'We confirm receipt of every privacy request within 72 hours and answer it in full within one month, as the GDPR requires. If a request is complex we may extend that by up to two more months; if so, we tell you why within the first month.',
        'We have not appointed a data protection officer, as the law does not require one for our activity; privacy requests are handled by the management of the company.',
        rich`The rules for using this website are in our ${link('terms', 'terms of use')}.`,
      ],
    },
  ],
};

const copy = {
  meta: {
    title: 'Privacy policy',
    description:
      'How Lusa Property processes personal data: what we collect, why, for how long we keep it (24 months) and how to exercise your rights.',
  },
  hero: {
    title: 'Privacy policy',
    subtitle: 'How we collect, use and protect your personal data, and the rights you have over it.',
  },
  document,
  cookieSettingsButton: 'Open cookie settings',
};

export default copy satisfies PageCopy;
export type PrivacyCopy = typeof copy;
