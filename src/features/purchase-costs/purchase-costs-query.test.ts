import { DEFAULT_FORM, checkForm, readPurchaseCostsQuery, writePurchaseCostsQuery } from './purchase-costs-query';

describe('purchase-costs query', () => {
  it('reads a shared link', () => {
    expect(
      readPurchaseCostsQuery(
        '?price=450000&purpose=own_home&region=madeira&residence=becoming_resident&young=1&share=one_of_two&loan=300000',
      ),
    ).toEqual({
      price: '450000',
      loan: '300000',
      purpose: 'own_home',
      region: 'madeira',
      residence: 'becoming_resident',
      youngFirstHome: true,
      youngOneOfTwo: true,
    });
  });

  it('falls back to the defaults for nonsense, a price out of range and a loan above the price', () => {
    expect(
      readPurchaseCostsQuery('?price=abc&purpose=castle&region=mars&residence=moon&young=yes&share=all&loan=-5'),
    ).toEqual(DEFAULT_FORM);
    expect(readPurchaseCostsQuery('?price=999').price).toBe(DEFAULT_FORM.price);
    expect(readPurchaseCostsQuery('?price=50000001').price).toBe(DEFAULT_FORM.price);
    expect(readPurchaseCostsQuery('?price=Infinity').price).toBe(DEFAULT_FORM.price);
    expect(readPurchaseCostsQuery('?price=100000&loan=200000').loan).toBe('');
    // The young buyers' relief exists only for an own home.
    expect(readPurchaseCostsQuery('?purpose=other_home&young=1').youngFirstHome).toBe(false);
  });

  it('writes only valid values and keeps other parameters', () => {
    expect(writePurchaseCostsQuery('', { ...DEFAULT_FORM, residence: 'non_resident' })).toBe(
      '?price=300000&purpose=other_home&region=mainland&residence=non_resident',
    );
    const form = { ...DEFAULT_FORM, price: '250,000', loan: '100000' };
    expect(writePurchaseCostsQuery('?utm=x', form)).toBe(
      '?utm=x&price=250000&purpose=other_home&region=mainland&loan=100000',
    );
    expect(writePurchaseCostsQuery('', { ...form, price: 'abc', loan: '' })).toBe(
      '?purpose=other_home&region=mainland',
    );
  });

  it('round-trips a form through the URL', () => {
    const form = {
      price: '1200000',
      loan: '',
      purpose: 'other_home',
      region: 'azores',
      residence: 'non_resident',
      youngFirstHome: false,
      youngOneOfTwo: false,
    } as const;
    expect(readPurchaseCostsQuery(writePurchaseCostsQuery('', form))).toEqual(form);
  });

  it('names what is wrong with a typed form', () => {
    expect(checkForm({ ...DEFAULT_FORM, price: '500' })).toEqual({ ok: false, price: 'tooSmall', loan: null });
    expect(checkForm({ ...DEFAULT_FORM, price: '12a' })).toEqual({ ok: false, price: 'invalid', loan: null });
    expect(checkForm({ ...DEFAULT_FORM, price: '' })).toEqual({ ok: false, price: 'empty', loan: null });
    expect(checkForm({ ...DEFAULT_FORM, loan: '400000' })).toEqual({ ok: false, price: null, loan: 'tooLarge' });
    expect(checkForm({ ...DEFAULT_FORM, loan: 'x' })).toEqual({ ok: false, price: null, loan: 'invalid' });
    expect(checkForm(DEFAULT_FORM)).toMatchObject({ ok: true, input: { price: 300_000, loan: 0 } });
  });
});
