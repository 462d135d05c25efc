// The Portuguese copy reads as written in Portugal (docs/copy-style.md, "Portuguese (pt-PT)"): the
// glossary's words, no Brazilian spellings or gerunds, figures from the formatters, and no English
// or Hebrew left in a Portuguese text. The formatters return markers here, as in the Hebrew checks.
import type * as IntlModule from '@/lib/format/intl';
import { FORMATTED_EURO, FORMATTED_PERCENT, handTypedSymbols, hyphenRanges } from './hebrew-copy';
import { englishWords, hebrewIn, portugueseTermDefects } from './portuguese-copy';
import { PORTUGUESE_MODULE_PATHS, portugueseCopyTexts } from './portuguese-copy-texts';

vi.mock('@/lib/format/intl', async (importOriginal) => {
  const actual = await importOriginal<typeof IntlModule>();
  return {
    ...actual,
    formatPercent: () => FORMATTED_PERCENT,
    formatEuro: () => FORMATTED_EURO,
    formatEuroCents: () => FORMATTED_EURO,
    formatNumber: (...args: Parameters<typeof actual.formatNumber>) => {
      const style = args[2]?.style;
      if (style === 'percent') return FORMATTED_PERCENT;
      if (style === 'currency') return FORMATTED_EURO;
      return actual.formatNumber(...args);
    },
  };
});

const defectsOf = (check: (text: string) => string[]) =>
  portugueseCopyTexts().flatMap(({ where, text }) => check(text).map((found) => `${where}: "${found}"`));

describe('Portuguese copy', () => {
  it('reads every Portuguese copy module', () => {
    expect(PORTUGUESE_MODULE_PATHS).toEqual(
      expect.arrayContaining([
        '/src/lib/i18n/pt.ts',
        '/src/pages/home/copy.pt.ts',
        '/src/pages/article/entries/settling-in-portugal.pt.ts',
        '/src/features/owner-portal/portal-copy.pt.ts',
      ]),
    );
    expect(portugueseCopyTexts().length).toBeGreaterThan(1000);
  });

  it('uses the glossary’s words of Portugal, not Brazil’s', () => {
    expect(
      defectsOf((text) => portugueseTermDefects(text).map(({ found, use }) => `${found}" – write "${use}`)),
    ).toEqual([]);
  });

  it('leaves no English or Hebrew in a Portuguese text', () => {
    expect(defectsOf(englishWords)).toEqual([]);
    expect(defectsOf(hebrewIn)).toEqual([]);
  });

  it('has no "%" or "€" typed by hand, and ranges take an en dash', () => {
    expect(defectsOf(handTypedSymbols)).toEqual([]);
    expect(defectsOf(hyphenRanges)).toEqual([]);
  });

  it.each([
    ['O aluguel é pago ao proprietário', 'aluguel'],
    ['A nossa equipe responde', 'equipe'],
    ['Ligue para o seu celular', 'celular'],
    ['Baixe o modelo do contrato', 'Baixe'],
    ['Introduza a sua senha', 'senha'],
    ['O registro do contrato', 'registro'],
    ['Entre em contato connosco', 'contato'],
    ['De fato, a renda sobe', 'De fato'],
    ['Envie-nos um email', 'email'],
    ['Você pode pedir uma proposta', 'Você'],
    ['Um investimento econômico', 'econômico'],
    ['Estamos fazendo a gestão', 'Estamos fazendo'],
    ['Nós gerenciamos o imóvel', 'gerenciamos'],
  ])('finds a planted Brazilian usage: %s', (text, found) => {
    expect(
      portugueseTermDefects(text)
        .map((hit) => hit.found)
        .join(' | '),
    ).toContain(found);
  });

  it.each([
    'Contacte-nos: respondemos num dia útil. A renda e o condomínio são pagos pelo inquilino.',
    'Descarregue o modelo do contrato de arrendamento; a equipa trata do registo na AT.',
    'Estamos a tratar do seu pedido. De facto, o imóvel está quando muito a 10 minutos.',
    'Um investimento económico, com prémio e género: é o que têm os senhorios.',
    'O Imposto do Selo (IS) e o IMT são pagos antes da escritura.',
  ])('accepts the words of Portugal: %s', (text) => {
    expect(portugueseTermDefects(text)).toEqual([]);
    expect(englishWords(text)).toEqual([]);
  });

  it.each([
    ['Leia o guia and contacte-nos', 'and'],
    ['Your search', 'Your'],
    ['Clique aqui to continue', 'to'],
  ])('finds English left in a Portuguese text: %s', (text, found) => {
    expect(englishWords(text).join(' ')).toContain(found);
  });

  it('finds Hebrew left in a Portuguese text', () => {
    expect(hebrewIn('Horário: שעון ישראל')).toEqual(['שעון']);
  });
});
