import type { LegalDocumentCopy } from '@/components/sections/legal-document';
import { COMPANY } from '@/config/company';
import { link, rich } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';

const document: LegalDocumentCopy = {
  updated: { label: 'Last updated:', date: '2026-11-23' },
  tocTitle: 'On this page',
  intro: [
    rich`These terms apply to everyone who uses this website, in either language. Please read them together with our ${link('privacy', 'privacy policy')}, which explains what we do with the details you send us.`,
  ],
  sections: [
    {
      id: 'scope',
      title: 'Who we are and what these terms cover',
      blocks: [
        `This website is run by ${COMPANY.legalName}, a private limited company registered in Portugal, with its office in Lisbon, which trades as ${COMPANY.brandName}.`,
        'These terms cover the use of the website: its pages and articles, the calculators, the rental agreement template and the real estate ads page. The services we provide to clients, such as property management, property search or consulting, are governed by a separate written agreement signed before any work starts. Where that agreement differs from these terms, the agreement prevails.',
      ],
    },
    {
      id: 'no-advice',
      title: 'Information, not advice',
      blocks: [
        'Our articles and guides explain how things generally work in Portugal: visas, taxes, buying, renting and moving. They are general information, not legal, tax or financial advice, and they do not replace a lawyer or an accountant who looks at your own situation.',
        'Rules and figures change, many of them every January. Where a page states a figure, it says which year it applies to. Confirm anything you rely on with a qualified professional before you act on it.',
        'Nothing on this site promises a return on an investment, a rental income, a visa or residence outcome, or a tax result.',
      ],
    },
    {
      id: 'calculators',
      title: 'Calculators and estimates',
      blocks: [
        'The investment calculator and the management cost calculator show estimates based on the figures you enter and on the assumptions shown with the results, such as a rental yield range or a mortgage rate. They are not an offer, a valuation or a credit proposal.',
        'Real prices, rents, fees, interest rates and taxes depend on the property, the bank and the market at the time. Only a written offer, from a bank or from us, is binding.',
      ],
    },
    {
      id: 'rental-template',
      title: 'The rental agreement template',
      blocks: [
        'We offer the bilingual rental agreement template free of charge as a starting point for your own lettings. You may adapt it and use it for properties you rent out; you may not sell it or publish it as your own.',
        'The template is not legal advice and cannot fit every case. Before you sign, have a lawyer adapt it to your property and check it against the law in force, including the duty to register the lease with the Portuguese tax authority (Finanças).',
      ],
    },
    {
      id: 'listings',
      title: 'Real estate ads',
      blocks: [
        'The real estate ads page shows listings collected from public social-media groups. Their advertisers publish them, not us: we do not own, inspect or vouch for the properties, the prices or the details shown, and a listing may already be taken or out of date.',
        'Any contact with an advertiser, and any deal you make, is between you and them. Check a property and the person offering it before you pay anything, and never send a deposit for a property that you or someone you trust has not seen.',
        rich`If a listing belongs to you or concerns you and you want it removed, write to ${link(`mailto:${COMPANY.email}`, COMPANY.email)} and we will take it down.`,
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Using the site fairly',
      blocks: [
        'The texts, images, logo, calculators and template on this site belong to Lusa Property or are used with permission. You may read, print and share pages for your own use and link to any page; copying content to publish it elsewhere or to use it commercially needs our written consent.',
        {
          list: [
            "Do not send a form in someone else's name or with false details.",
            'Do not send automated or bulk submissions, or try to get around the limit on how often forms can be sent.',
            'Do not send code or content meant to harm the site or the people who use it.',
            'Do not copy the listings or other content of the site in bulk.',
          ],
        },
        'We may block requests that break these rules.',
      ],
    },
    {
      id: 'liability-law',
      title: 'Liability, changes and applicable law',
      blocks: [
        'We work to keep the site accurate and available, but we cannot guarantee that it is free of errors or always online. As far as the law allows, we are not liable for losses that result from relying on the general information, the calculators, the template or the listings of third parties on this site. Nothing in these terms limits a liability that the law does not allow us to limit, or your rights as a consumer.',
        'Links to other websites are there for convenience; we are not responsible for what those sites publish.',
        'We may update these terms. The date at the top of this page shows the current version, which applies from the day it is published.',
        'These terms are governed by Portuguese law. Disputes go to the courts of Lisbon, unless the law gives you, as a consumer, the right to go to the courts where you live.',
        rich`If you are a consumer, you can also turn to an alternative dispute resolution centre; the Portuguese consumer portal lists them at ${link('https://www.consumidor.gov.pt', 'www.consumidor.gov.pt')}. Our complaints book (Livro de Reclamações) is available online at ${link('https://www.livroreclamacoes.pt', 'www.livroreclamacoes.pt')}.`,
      ],
    },
    {
      id: 'agreement',
      title: 'Your agreement',
      blocks: [
        'By using this website you accept these terms. When you tick the consent box in one of our forms, you also confirm that you have read these terms and our privacy policy, and we keep a record of the version you saw.',
        rich`If you do not agree with these terms, please do not use the site. Questions about them are welcome at ${link(`mailto:${COMPANY.email}`, COMPANY.email)} or through our ${link('contact', 'contact page')}.`,
      ],
    },
  ],
};

const copy = {
  meta: {
    title: 'Terms of use',
    description: 'The terms of use of the Lusa Property website, its calculators, templates and listings.',
  },
  hero: {
    title: 'Terms of use',
    subtitle: 'The terms that apply when you use this website and its tools.',
  },
  document,
};

export default copy satisfies PageCopy;
export type TermsCopy = typeof copy;
