// Portuguese (pt-PT) at the server (issue 56): one list of languages, the same as the site's; every
// e-mail a reader receives written in Portuguese for a Portuguese reader (newsletter, ad alerts,
// owners), left to right, with money, dates and places as Portugal writes them, in the words of
// Portugal (the glossary of tests/copy/portuguese-copy.ts) and without English left in; and the
// staff vocabulary complete in Portuguese.
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/lib/i18n/lang';
import { describeAlert } from '../../supabase/functions/_shared/domain/alerts/describe';
import {
  alertCapEmail,
  alertConfirmationEmail,
  alertKeepEmail,
  alertMatchesEmail,
} from '../../supabase/functions/_shared/domain/alerts/emails';
import { checkAlertInput } from '../../supabase/functions/_shared/domain/alerts/alert-input';
import { isLanguage, LANGUAGES } from '../../supabase/functions/_shared/domain/languages';
import * as vocabulary from '../../supabase/functions/_shared/domain/leads/vocabulary';
import { placeName } from '../../supabase/functions/_shared/domain/listings/place-name';
import { LOCATION_ALIASES, PORTUGUESE_PLACE_NAMES } from '../../supabase/functions/_shared/domain/listings/places.pt';
import { HEBREW_PLACE_NAMES } from '../../supabase/functions/_shared/domain/listings/places.he';
import {
  confirmationEmail,
  issueEmail,
  unsubscribeLinkEmail,
} from '../../supabase/functions/_shared/domain/newsletter/emails';
import {
  euroCents,
  monthName,
  ownerInvitationEmail,
  ownerSignInEmail,
  ownerStatementEmail,
  shareText,
} from '../../supabase/functions/_shared/domain/owners/emails';
import { newsletterSubscriptionSchema } from '../../supabase/functions/_shared/domain/validation/newsletter';
import { englishWords, hebrewIn, portugueseTermDefects } from '../copy/portuguese-copy';

const SITE = { siteUrl: 'https://www.lusaproperty.com' };
const NBSP = '\u00a0';

/** What a Portuguese e-mail must be: Portuguese, left to right, linking to Portuguese pages. */
function expectPortuguese(email: { subject: string; text: string; html: string }) {
  expect(email.html).toMatch(/^<!doctype html><html lang="pt-PT" dir="ltr">/);
  expect(email.html).not.toContain('dir="rtl"');
  for (const link of email.text.match(/https:\/\/www\.lusaproperty\.com\/\S*/g) ?? []) {
    expect(link).toMatch(/^https:\/\/www\.lusaproperty\.com\/pt\//);
  }
  // The words of Portugal, and nothing left in English or Hebrew (names aside).
  const prose = `${email.subject}\n${email.text}`.replace(/https?:\/\/\S+/g, ' ').replace(/Lusa Property/g, ' ');
  expect(portugueseTermDefects(prose)).toEqual([]);
  expect(englishWords(prose)).toEqual([]);
  expect(hebrewIn(prose)).toEqual([]);
}

describe('the server’s languages', () => {
  it('are the site’s languages, Portuguese among them, and nothing else', () => {
    expect(LANGUAGES).toEqual(LANGS);
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('xx')).toBe(false);
    expect(isLanguage('PT')).toBe(false);
  });

  it('let a reader subscribe and save an alert from a Portuguese page, and refuse an unknown language', () => {
    const consent = { agrees_to_marketing: true, consent_version: '2026-11-23' };
    expect(newsletterSubscriptionSchema.parse({ email: 'ana@example.pt', language: 'pt', ...consent }).language).toBe(
      'pt',
    );
    expect(
      newsletterSubscriptionSchema.safeParse({ email: 'ana@example.pt', language: 'xx', ...consent }).success,
    ).toBe(false);
    const alert = checkAlertInput({
      email: 'ana@example.pt',
      frequency: 'daily',
      type: 'rent',
      language: 'pt',
      ...consent,
    });
    expect(alert).toMatchObject({ ok: true, value: { language: 'pt' } });
  });
});

describe('the newsletter in Portuguese', () => {
  it('confirms a subscription in Portuguese, on the Portuguese confirm page', () => {
    const email = confirmationEmail(SITE, 'pt', 'tok');
    expect(email.subject).toBe('Confirme a subscrição da nossa newsletter');
    expect(email.text).toContain('https://www.lusaproperty.com/pt/newsletter/confirm?token=tok');
    expect(email.text).toContain('https://www.lusaproperty.com/pt/newsletter/unsubscribe');
    expect(email.text).toContain('Lusa Property · Lisboa');
    expectPortuguese(email);
  });

  it('sends the link to leave, and an issue with its Portuguese footer', () => {
    expectPortuguese(unsubscribeLinkEmail(SITE, 'pt', 'tok'));
    const issue = issueEmail(SITE, 'pt', { title: 'Rendas em Lisboa', body: 'As rendas **subiram**.' }, 'tok');
    expect(issue.subject).toBe('Rendas em Lisboa');
    expect(issue.text).toContain(
      'Para cancelar a subscrição: https://www.lusaproperty.com/pt/newsletter/unsubscribe?token=tok',
    );
    expectPortuguese(issue);
    expect(issueEmail(SITE, 'pt', { title: 'Rendas', body: 'Texto' }, null).subject).toBe('[Teste] Rendas');
  });
});

describe('ad alerts in Portuguese', () => {
  const filters = { type: 'rent', minPrice: 800, maxPrice: 1500, location: 'Lisbon, Arroios', bedrooms: 2 } as const;

  it('describe the search with euros and places as Portugal writes them', () => {
    expect(describeAlert(filters, 'pt')).toBe(
      `Arrendamento, de 800${NBSP}€ a 1${NBSP}500${NBSP}€, 2 quartos, Lisboa, Arroios`,
    );
    expect(describeAlert({ ...filters, minPrice: null, maxPrice: null, location: '', bedrooms: 5 }, 'pt')).toBe(
      'Arrendamento, 5 ou mais quartos, qualquer local',
    );
  });

  it('mail new ads with their place in Portuguese, and every other alert e-mail in Portuguese', () => {
    const listing = {
      id: '00000000-0000-4000-8000-000000000001',
      type: 'rent',
      title: 'T2 luminoso',
      price: 1200,
      location: 'Lisbon, Arroios',
      bedrooms: 2,
      size_m2: 70,
      cover: null,
    } as const;
    const personal = {
      manage: 'https://www.lusaproperty.com/pt/alerts/manage?token=m',
      leave: 'https://www.lusaproperty.com/pt/alerts/manage?token=m&leave=l',
    };
    const matches = alertMatchesEmail(SITE, 'pt', filters, [listing], personal);
    expect(matches.subject).toBe(`Novo anúncio: ${describeAlert(filters, 'pt')}`);
    expect(matches.text).toContain(`Para arrendar · 1${NBSP}200${NBSP}€ por mês · Lisboa, Arroios · 2 quartos · 70 m²`);
    expect(matches.text).toContain('https://www.lusaproperty.com/pt/real-estate-ads?ad=');
    for (const email of [
      matches,
      alertConfirmationEmail(SITE, 'pt', filters, 'tok'),
      alertKeepEmail('pt', filters, personal),
      alertCapEmail('pt', personal.manage),
    ]) {
      expectPortuguese(email);
    }
  });
});

describe('places in Portuguese', () => {
  it('name every place of the Hebrew list, and show a listing’s place as Portugal writes it', () => {
    expect(Object.keys(HEBREW_PLACE_NAMES).filter((name) => !(name in PORTUGUESE_PLACE_NAMES))).toEqual([]);
    expect(placeName('Lisbon, Arroios', PORTUGUESE_PLACE_NAMES)).toBe('Lisboa, Arroios');
    expect(placeName('Azores', PORTUGUESE_PLACE_NAMES)).toBe('Açores');
    expect(placeName('Rua Augusta', PORTUGUESE_PLACE_NAMES)).toBe('Rua Augusta');
  });

  it('take a place typed in Portuguese, with or without accents, as the name the listings write', () => {
    expect(LOCATION_ALIASES).toMatchObject({
      Lisboa: 'Lisbon',
      lisboa: 'Lisbon',
      Setubal: 'Setúbal',
      Açores: 'Azores',
      acores: 'Azores',
      'Parque das Nacoes': 'Parque das Nações',
    });
    // A name the listings already write is no alias of itself.
    expect(LOCATION_ALIASES).not.toHaveProperty('Porto');
  });
});

describe('owner e-mails in Portuguese', () => {
  const part = {
    statementId: '11111111-2222-4333-8444-555555555555',
    address: 'Rua das Flores 12, 2º Esq',
    month: '2026-03',
    share_bp: 3_333,
    opening_cents: 0,
    income_cents: 123_456,
    withheld_cents: 0,
    expenses_cents: 10_000,
    fee_cents: 9_876,
    vat_cents: 2_271,
    payouts_cents: 0,
    adjustments_cents: 0,
    closing_cents: 123_456 - 10_000 - 9_876 - 2_271,
  };

  it('write money, months and shares as Portugal does', () => {
    expect(euroCents(123_456, 'pt')).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(euroCents(-500, 'pt')).toBe(`-5,00${NBSP}€`);
    expect(euroCents(100_000_000_00, 'pt')).toBe(`100${NBSP}000${NBSP}000,00${NBSP}€`);
    expect(monthName('2026-11', 'pt')).toBe('novembro de 2026');
    expect(shareText(3_333, 'pt')).toBe('33,33%');
  });

  it('send the sign-in link, the invitation and the statement in Portuguese', () => {
    const statement = ownerStatementEmail(SITE, 'pt', 'Joana Silva', [part], 'hash');
    expect(statement.subject).toBe('O seu extrato de março de 2026 – Rua das Flores 12, 2º Esq');
    expect(statement.text).toContain('Olá, Joana Silva,');
    expect(statement.text).toContain(`Rendas recebidas: 1${NBSP}234,56${NBSP}€`);
    expect(statement.text).toContain(`Comissão de gestão: -98,76${NBSP}€`);
    expect(statement.text).toContain('A sua parte: 33,33%');
    expect(statement.text).toContain('https://www.lusaproperty.com/pt/owner?token_hash=hash&type=email&statement=');
    for (const email of [
      statement,
      ownerSignInEmail(SITE, 'pt', 'hash'),
      ownerInvitationEmail(SITE, 'pt', 'Joana Silva', 'hash'),
    ]) {
      expectPortuguese({ ...email, text: email.text.replace('Joana Silva', ' ') });
    }
  });
});

describe('the staff vocabulary in Portuguese', () => {
  it('labels every stored word and column in Portuguese, in the words of Portugal', () => {
    // Every label of the module: an object with an English string, however deep its list holds it.
    const labelsIn = (value: unknown): Record<string, unknown>[] => {
      if (typeof value !== 'object' || value === null) return [];
      const record = value as Record<string, unknown>;
      return typeof record.en === 'string' ? [record] : Object.values(record).flatMap(labelsIn);
    };
    const labels = Object.values(vocabulary).flatMap(labelsIn);
    expect(labels.length).toBeGreaterThan(80);
    const missing = labels.filter((label) => typeof label.pt !== 'string' || !label.pt.trim()).map((label) => label.en);
    expect(missing).toEqual([]);
    const portuguese = labels.map((label) => String(label.pt)).join('\n');
    expect(portugueseTermDefects(portuguese)).toEqual([]);
    expect(hebrewIn(portuguese)).toEqual([]);
    expect(vocabulary.valueLabel('language', 'pt', 'pt')).toBe('Português');
    expect(vocabulary.valueLabel('language', 'pt', 'en')).toBe('Portuguese');
    expect(vocabulary.leadLanguage({ source_page: '/pt/contact' })).toBe('pt');
    expect(vocabulary.leadLanguage({ source_page: '/xx/contact' })).toBeNull();
    expect(vocabulary.tableLabel('contact_submissions', 'pt')).toBe('Pedidos de contacto e de consulta');
  });
});
