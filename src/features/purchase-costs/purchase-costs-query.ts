// The purchase-costs calculator's inputs and their URL form (docs/calculators.md): what a visitor
// typed is read with the same rules as the URL, and a bad value in a shared link falls back to the
// default instead of showing NaN.
import {
  PRICE_BOUNDS,
  isPurchasePurpose,
  isRegion,
  isResidence,
  type PurchaseCostsInput,
  type PurchasePurpose,
  type Region,
  type Residence,
} from '@shared/tax/purchase-costs';

export interface PurchaseCostsForm {
  /** The price and loan as typed (digits, optional thousands separators). */
  price: string;
  loan: string;
  purpose: PurchasePurpose;
  region: Region;
  /** "Will you live in Portugal?" */
  residence: Residence;
  youngFirstHome: boolean;
  /** With youngFirstHome: only one of two buyers qualifies. */
  youngOneOfTwo: boolean;
}

/** The worked example the page is prerendered with: a €300,000 home to let on the mainland, no loan. */
export const DEFAULT_FORM: PurchaseCostsForm = {
  price: '300000',
  loan: '',
  purpose: 'other_home',
  region: 'mainland',
  residence: 'resident',
  youngFirstHome: false,
  youngOneOfTwo: false,
};

export type AmountInput =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooSmall' }
  | { kind: 'tooLarge' }
  | { kind: 'valid'; value: number };

const PLAIN = /^\d+(?:\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:([,\s\u00A0\u202F])\d{3})(?:\1\d{3})*(?:\.\d{1,2})?$/;

/** Reads a euro amount: digits with an optional decimal part of up to two digits, thousands grouped by a comma or a space. */
export function parseAmount(input: string | null | undefined): AmountInput {
  const text = (input ?? '').trim().replace(/^€\s*|\s*€$/g, '');
  if (text === '') return { kind: 'empty' };
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { kind: 'invalid' };
  const value = Number(text.replace(/[,\s\u00A0\u202F]/g, ''));
  return Number.isFinite(value) ? { kind: 'valid', value } : { kind: 'tooLarge' };
}

/** The price within PRICE_BOUNDS, or why not. */
export function parsePrice(input: string): AmountInput {
  const parsed = parseAmount(input);
  if (parsed.kind !== 'valid') return parsed;
  if (parsed.value < PRICE_BOUNDS.min) return { kind: 'tooSmall' };
  if (parsed.value > PRICE_BOUNDS.max) return { kind: 'tooLarge' };
  return parsed;
}

export type FormCheck =
  | { ok: true; input: PurchaseCostsInput }
  | { ok: false; price: AmountInput['kind'] | null; loan: 'invalid' | 'tooLarge' | null };

/** The module's input for a form, or which fields are wrong (an empty loan is no loan). */
export function checkForm(form: PurchaseCostsForm): FormCheck {
  const price = parsePrice(form.price);
  const loan = parseAmount(form.loan);
  const priceProblem = price.kind === 'valid' ? null : price.kind;
  let loanProblem: 'invalid' | 'tooLarge' | null = null;
  if (loan.kind === 'invalid' || loan.kind === 'tooLarge') loanProblem = 'invalid';
  else if (loan.kind === 'valid' && price.kind === 'valid' && loan.value > price.value) loanProblem = 'tooLarge';
  if (price.kind !== 'valid' || loanProblem) return { ok: false, price: priceProblem, loan: loanProblem };
  return {
    ok: true,
    input: {
      price: price.value,
      purpose: form.purpose,
      region: form.region,
      residence: form.residence,
      youngFirstHome: form.purpose === 'own_home' && form.youngFirstHome,
      youngShare: form.purpose === 'own_home' && form.youngFirstHome && form.youngOneOfTwo ? 'one_of_two' : 'all',
      loan: loan.kind === 'valid' ? loan.value : 0,
    },
  };
}

/**
 * The form a URL holds (`?price=300000&purpose=own_home&region=mainland&residence=becoming_resident&young=1&share=one_of_two&loan=150000`);
 * bad values fall back to the defaults.
 */
export function readPurchaseCostsQuery(search: string | URLSearchParams): PurchaseCostsForm {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const price = params.get('price');
  const loan = params.get('loan');
  const purpose = params.get('purpose');
  const region = params.get('region');
  const residence = params.get('residence');
  const form: PurchaseCostsForm = {
    price: price !== null && parsePrice(price).kind === 'valid' ? price : DEFAULT_FORM.price,
    loan: '',
    purpose: isPurchasePurpose(purpose) ? purpose : DEFAULT_FORM.purpose,
    region: isRegion(region) ? region : DEFAULT_FORM.region,
    residence: isResidence(residence) ? residence : DEFAULT_FORM.residence,
    youngFirstHome: false,
    youngOneOfTwo: false,
  };
  form.youngFirstHome = form.purpose === 'own_home' && params.get('young') === '1';
  form.youngOneOfTwo = form.youngFirstHome && params.get('share') === 'one_of_two';
  const parsedLoan = parseAmount(loan);
  const parsedPrice = parsePrice(form.price);
  if (parsedLoan.kind === 'valid' && parsedPrice.kind === 'valid' && parsedLoan.value <= parsedPrice.value) {
    form.loan = loan ?? '';
  }
  return form;
}

/** The query string for a form, keeping other parameters; only valid values are written. '' or '?…'. */
export function writePurchaseCostsQuery(search: string, form: PurchaseCostsForm): string {
  const params = new URLSearchParams(search);
  for (const key of ['price', 'purpose', 'region', 'residence', 'young', 'share', 'loan']) params.delete(key);
  const price = parsePrice(form.price);
  if (price.kind === 'valid') params.set('price', String(price.value));
  params.set('purpose', form.purpose);
  params.set('region', form.region);
  if (form.residence !== DEFAULT_FORM.residence) params.set('residence', form.residence);
  if (form.purpose === 'own_home' && form.youngFirstHome) {
    params.set('young', '1');
    if (form.youngOneOfTwo) params.set('share', 'one_of_two');
  }
  const loan = parseAmount(form.loan);
  if (loan.kind === 'valid' && loan.value > 0 && (price.kind !== 'valid' || loan.value <= price.value)) {
    params.set('loan', String(loan.value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
