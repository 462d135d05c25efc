// Checks over the site's Portuguese copy (docs/copy-style.md, "Portuguese (pt-PT)"): the words of
// Portugal rather than Brazil, the formal voice, and no English or Hebrew left in a Portuguese text.
// Pure functions over one text, each tested on a planted defect in portuguese-terms.test.ts.

export interface TermRule {
  pattern: RegExp;
  use: string;
}

/** A whole word: no letter (accented ones included) right before or after. */
const word = (body: string) => new RegExp(`(?<!\\p{L})(?:${body})(?!\\p{L})`, 'iu');

export const PORTUGUESE_TERM_RULES: readonly TermRule[] = [
  { pattern: word('aluguel|aluguéis'), use: 'renda, arrendamento' },
  { pattern: word('taxa condominial'), use: 'condomínio' },
  { pattern: word('ITBI|IPTU'), use: 'IMT, IMI' },
  { pattern: word('Receita Federal|CPF'), use: 'Autoridade Tributária (AT), NIF' },
  { pattern: word('gerenciar|gerenciamento|gerencia(?:mos|r|do|da)'), use: 'gerir, gestão' },
  { pattern: word('equipe'), use: 'equipa' },
  { pattern: word('celular'), use: 'telemóvel' },
  { pattern: word('baixar|baixe'), use: 'descarregar' },
  { pattern: word('usuário|usuários'), use: 'utilizador' },
  { pattern: word('senha'), use: 'palavra-passe' },
  { pattern: word('registro|registros'), use: 'registo' },
  { pattern: word('contato|contatos|contatar|contate'), use: 'contacto, contactar, contacte' },
  { pattern: word('fato|fatos|de fato'), use: 'facto, de facto' },
  { pattern: word('assinar a newsletter|assinatura da newsletter'), use: 'subscrever a newsletter' },
  { pattern: word('email|emails'), use: 'e-mail' },
  { pattern: word('você|vocês'), use: 'the verb alone, "o seu / a sua"' },
  // Brazil writes a circumflex where Portugal writes an acute before m or n: econômico, prêmio, gênero.
  { pattern: /\p{L}*[êô][mn][aeiou]\p{L}*/iu, use: 'the acute accent of Portugal (económico, prémio, género)' },
  // Brazil's "estamos fazendo"; Portugal says "estamos a fazer".
  {
    pattern: word('(?:estou|está|estamos|estão|estava|estavam)\\s+(?!quando(?!\\p{L}))\\p{L}+(?:ando|endo|indo)'),
    use: 'estar a + infinitive (estamos a tratar)',
  },
];

export interface TermHit {
  found: string;
  use: string;
}

/** A {placeholder} is a name the code fills in, not a word of the text. */
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, ' ');

export function portugueseTermDefects(text: string, rules: readonly TermRule[] = PORTUGUESE_TERM_RULES): TermHit[] {
  return rules.flatMap(({ pattern, use }) => {
    const match = pattern.exec(withoutPlaceholders(text));
    return match ? [{ found: match[0], use }] : [];
  });
}

/**
 * English words that are never Portuguese: one of them in a Portuguese text means a sentence or a
 * label was left untranslated. Names (Lusa Property, Golden Visa as a quoted name) are removed first.
 */
const ENGLISH_WORDS =
  'the|and|your|you|with|our|we|this|that|these|those|is|are|will|please|from|here|about|more|click|read|' +
  'time|what|which|when|where|how|of|to|by|it|its|have|has|not|can|only|after|before|must|should|would|their';
/** Lowercase or capitalised, never in capitals: "IS" is Portugal's stamp duty (Imposto do Selo). */
const ENGLISH = new RegExp(
  `(?<!\\p{L})(?:${ENGLISH_WORDS.split('|')
    .flatMap((english) => [english, english[0]!.toUpperCase() + english.slice(1)])
    .join('|')})(?!\\p{L})`,
  'u',
);
/** Names and loan words a Portuguese text may hold. */
const NAMES = /Lusa Property|Golden Visa|Google|Instagram|YouTube|WhatsApp|Facebook|Markdown|you@example\.com/g;
/** A quoted example (the other language's words as they appear, "English") is not the text's own. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/g;

export function englishWords(text: string): string[] {
  const plain = withoutPlaceholders(text)
    .replace(NAMES, ' ')
    .replace(QUOTED, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
  const match = ENGLISH.exec(plain);
  return match ? [plain.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20)] : [];
}

const HEBREW = /\p{Script=Hebrew}+/u;
export const hebrewIn = (text: string): string[] => {
  const match = HEBREW.exec(text);
  return match ? [match[0]] : [];
};
