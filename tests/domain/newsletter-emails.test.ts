// The subscriber e-mails' HTML follows the plain text's order: the button right after the
// paragraph that asks for it, then "if it was not you" and the signature (review H14, E12), and
// no "one click" where the link opens a page with a button (H19, E12).
import {
  confirmationEmail,
  issueEmail,
  unsubscribeLinkEmail,
} from '../../supabase/functions/_shared/domain/newsletter/emails';

const links = { siteUrl: 'https://www.lusaproperty.com' };

describe('newsletter emails', () => {
  it.each(['en', 'he'] as const)('(%s) put the button before the "ignore" paragraph and the signature', (lang) => {
    for (const email of [confirmationEmail(links, lang, 'tok'), unsubscribeLinkEmail(links, lang, 'tok')]) {
      const button = email.html.indexOf('<a href=');
      const ignore = email.html.indexOf(lang === 'en' ? 'If it was not you' : 'אם לא אתם ביקשתם');
      const signature = email.html.indexOf(lang === 'en' ? 'Lusa Property · Lisbon' : 'צוות Lusa Property');
      expect(button).toBeGreaterThan(0);
      expect(button).toBeLessThan(ignore);
      expect(ignore).toBeLessThan(signature);
      expect(email.text.indexOf('tok')).toBeLessThan(email.text.indexOf(lang === 'en' ? 'If it was not you' : 'אם לא'));
    }
  });

  it('promises no "one click" for a link that opens a page with a button, in either language', () => {
    for (const lang of ['en', 'he'] as const) {
      const email = issueEmail(links, lang, { title: 'T', body: 'B' }, 'tok');
      expect(email.text).not.toMatch(/one click|בלחיצה אחת/);
    }
  });

  it.each(['en', 'he'] as const)('(%s) gives the issue a plain-text part without Markdown markers', (lang) => {
    const title = lang === 'en' ? 'Lisbon this week' : 'ליסבון השבוע';
    const body = '# Prices\nThey **rose** in *Alfama*.\n\n* [Read more](https://www.lusaproperty.com/en/articles)';
    const { text } = issueEmail(links, lang, { title, body }, 'tok');
    expect(text.split('\n').slice(0, 9)).toEqual([
      title,
      '='.repeat([...title].length),
      '',
      'Prices',
      '------',
      '',
      'They rose in Alfama.',
      '',
      '- Read more (https://www.lusaproperty.com/en/articles)',
    ]);
    expect(text).not.toMatch(/[#*]/);
  });

  it('writes "email", not "e-mail", in English', () => {
    for (const email of [confirmationEmail(links, 'en', 't'), unsubscribeLinkEmail(links, 'en', 't')]) {
      expect(email.text).not.toContain('e-mail');
    }
  });
});
