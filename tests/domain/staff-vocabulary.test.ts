// The staff vocabulary and the staff e-mails' wording (docs/lead-inbox.md, "Staff read their own
// language"): labelled values, page paths, the lead's language, plurals and euros.
import { describe, expect, it } from 'vitest';
import { LEAD_REGISTRY } from '../../supabase/functions/_shared/domain/leads/lead-registry';
import { countOf, euros } from '../../supabase/functions/_shared/domain/leads/staff-text';
import {
  fieldLabel,
  leadLanguage,
  pagePath,
  subscriptionState,
  tableLabel,
  valueLabel,
} from '../../supabase/functions/_shared/domain/leads/vocabulary';

describe('the staff vocabulary', () => {
  it('labels stored words and column names in both languages', () => {
    expect(valueLabel('property_type', 'family_house', 'en')).toBe('Family house');
    expect(valueLabel('property_type', 'family_house', 'he')).toBe('בית משפחתי');
    expect(valueLabel('service', 'investment', 'he')).toBe('השקעות נדל"ן');
    expect(valueLabel('unsubscribe_source', 'one-click', 'en')).toBe('One click in their mail program');
    expect(valueLabel('notification_status', 'sent', 'he')).toBe('נשלחה');
    expect(valueLabel('agrees_to_marketing', true, 'he')).toBe('כן');
    // Free text and unknown words are not labelled.
    expect(valueLabel('message', 'family_house', 'en')).toBeNull();
    expect(valueLabel('property_type', 'castle', 'en')).toBeNull();
    expect(fieldLabel('confirmation_expires_at', 'en')).toBe('Confirmation link valid until');
    expect(fieldLabel('unsubscribe_source', 'he')).toBe('איך עזבו');
    expect(tableLabel('contact_submissions', 'en')).toBe('Contact and consultation requests');
    expect(tableLabel('newsletter_subscribers', 'he')).toBe('הרשמות לניוזלטר');
  });

  it('writes a page address as a path and reads the lead’s language from it', () => {
    expect(pagePath('he/contact/')).toBe('/he/contact');
    expect(pagePath('https://www.lusaproperty.com/en/investment?x=1')).toBe('/en/investment?x=1');
    expect(pagePath('/')).toBe('/');
    expect(leadLanguage({ source_page: 'he/contact/' })).toBe('he');
    expect(leadLanguage({ source_page: '/en' })).toBe('en');
    expect(leadLanguage({ source_page: '/henna' })).toBeNull();
    expect(leadLanguage({ language: 'he', source_page: '/en' })).toBe('he');
  });

  it('tells a pending, a confirmed and a departed subscriber apart', () => {
    expect(subscriptionState({ confirmed_at: null, unsubscribed_at: null })).toBe('pending');
    expect(subscriptionState({ confirmed_at: '2026-11-20', unsubscribed_at: null })).toBe('confirmed');
    expect(subscriptionState({ confirmed_at: '2026-11-20', unsubscribed_at: '2026-11-25' })).toBe('left');
  });
});

describe('the staff e-mails', () => {
  it('count with the right plural and write euros as staff read them', () => {
    expect(countOf(1, 'lead', 'leads')).toBe('1 lead');
    expect(countOf(2, 'lead', 'leads')).toBe('2 leads');
    expect(countOf(1200, 'lead', 'leads')).toBe('1,200 leads');
    expect(euros(300000)).toBe('€300,000');
    expect(euros('1234.5')).toBe('€1,234.5');
  });

  it('word an investment lead with labels, euros and plurals, not stored words', () => {
    const lead = LEAD_REGISTRY.investment.schema.parse({
      name: 'Dana',
      email: 'dana@example.com',
      phone: '+351 912 345 678',
      equity: 300000,
      leverage: 30,
      mortgage_years: 1,
      property_type: 'family_house',
      expense_overrides: { vacancy_percent: 5, management_monthly: 120 },
      agrees_to_terms: true,
      consent_version: '2026-11-23',
      source_page: '/en/investment/',
    });
    const text = LEAD_REGISTRY.investment.notification(lead).lines.join('\n');
    expect(text).toContain('Equity: €300,000');
    expect(text).toContain('Leverage: 30%');
    expect(text).toContain('Term: 1 year\n');
    expect(text).toContain('Property type: Family house');
    expect(text).toContain('vacancy 5%');
    expect(text).toContain('management a month €120');
    expect(text).toContain('Page: /en/investment');
    expect(text).not.toMatch(/family_house|_percent|_monthly|€300000/);
  });

  it('word an investment lead sent without the calculator: no figures, and says so', () => {
    const lead = LEAD_REGISTRY.investment.schema.parse({
      name: 'Dana',
      email: 'dana@example.com',
      phone: '052-765-4321',
      agrees_to_terms: true,
      consent_version: '2026-11-23',
      source_page: '/he/investment',
    });
    const text = LEAD_REGISTRY.investment.notification(lead).lines.join('\n');
    expect(text).toContain('Phone: 052-765-4321\nCalculator figures: none (sent without the calculator)\n');
    expect(text).not.toMatch(/Equity|Leverage|Property type|undefined|NaN/);
  });

  it('word a contact request’s service', () => {
    const lead = LEAD_REGISTRY.contact.schema.parse({
      name: 'Dana',
      email: 'dana@example.com',
      service: 'investment',
      message: 'Hello',
      agrees_to_terms: true,
      consent_version: '2026-11-23',
    });
    expect(LEAD_REGISTRY.contact.notification(lead).lines).toContain('Service: Real-estate investment');
  });
});
