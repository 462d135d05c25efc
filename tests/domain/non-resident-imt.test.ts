// The 2026 housing package in the purchase-costs module (docs/calculators.md, "Buyers who are not
// tax resident"). Worked examples by the law's method:
// - non-resident: IMT = price × 7.5 %, no exemption or reduction (CIMT art. 17.º as amended by the
//   housing package; text quoted by rtp.pt, 2 December 2025: "a taxa é sempre de 7,5%, não se
//   aplicando qualquer isenção ou redução"); refund = the difference down to the tax at the
//   ordinary rates, on request, if the buyer becomes resident within two years or lets the home at
//   a moderate rent (same source; jornaldenegocios.pt);
// - the ordinary rates: value × marginal rate − deduction, flat 6 % / 7.5 % at the top (AT,
//   Ofício-circulado 40129/2026, "IMT – Tabelas práticas em vigor a partir de 01 de janeiro de
//   2026"; Madeira and the Azores: the regional table of the same circular, as transcribed);
// - IMT Jovem: no IMT and no stamp duty up to €330,539 (regions €413,174), CIMT art. 9.º and
//   Decreto-Lei 48-A/2024; stamp duty 0.8 % (Tabela Geral do Imposto do Selo, verba 1.1).
import {
  calculatePurchaseCosts,
  nonResidentRefund,
  type PurchaseCostsInput,
  type PurchasePurpose,
  type Region,
  type Residence,
} from '@shared/tax/purchase-costs';

const costs = (
  price: number,
  purpose: PurchasePurpose,
  region: Region,
  residence: Residence,
  extra: Partial<PurchaseCostsInput> = {},
) => calculatePurchaseCosts({ price, purpose, region, residence, year: 2026, ...extra });

describe('a €300,000 home to live in', () => {
  it.each([
    // region, resident IMT (price × 7 % − deduction), stamp duty
    ['mainland', 10_542.04], // 21,000 − 10,457.96
    ['madeira', 7_927.52], // 21,000 − 13,072.48
  ] as const)(
    '%s: resident pays the table, a buyer becoming resident pays 7.5 % and claims the rest back',
    (region, table) => {
      expect(costs(300_000, 'own_home', region, 'resident')).toMatchObject({
        imt: table,
        stampDutyPurchase: 2_400,
        nonResident: null,
      });
      const later = costs(300_000, 'own_home', region, 'becoming_resident');
      expect(later.imt).toBe(22_500);
      expect(later.stampDutyPurchase).toBe(2_400);
      expect(later.imtBasis).toEqual({ kind: 'non-resident', rate: 7.5 });
      expect(later.nonResident).toEqual({
        atSigning: 22_500,
        ifConditionsMet: table,
        refundable: Math.round((22_500 - table) * 100) / 100,
        condition: 'residence',
      });
    },
  );

  it('a buyer who stays non-resident has no route to the refund for a home to live in', () => {
    expect(costs(300_000, 'own_home', 'mainland', 'non_resident').nonResident).toMatchObject({
      atSigning: 22_500,
      condition: 'none',
    });
  });
});

describe('a €300,000 home to let', () => {
  it.each([
    ['mainland', 11_605.5], // 21,000 − 9,394.50
    ['madeira', 9_256.85], // 21,000 − 11,743.15
  ] as const)(
    '%s: a non-resident pays 7.5 % and claims back down to the table by letting at a moderate rent',
    (region, table) => {
      expect(costs(300_000, 'other_home', region, 'resident').imt).toBe(table);
      const away = costs(300_000, 'other_home', region, 'non_resident');
      expect(away.imt).toBe(22_500);
      expect(away.nonResident).toEqual({
        atSigning: 22_500,
        ifConditionsMet: table,
        refundable: Math.round((22_500 - table) * 100) / 100,
        condition: 'moderate_rent',
      });
    },
  );
});

describe('a €150,000 first home, buyer under 35 (IMT Jovem)', () => {
  it.each(['mainland', 'madeira'] as const)('%s: a resident pays no IMT and no stamp duty', (region) => {
    expect(costs(150_000, 'own_home', region, 'resident', { youngFirstHome: true })).toMatchObject({
      imt: 0,
      stampDutyPurchase: 0,
      stampDutyBasis: { kind: 'young-exempt' },
    });
  });

  it.each([
    // The refund goes down to the ordinary own-home table, not to the IMT Jovem exemption.
    ['mainland', 1_008.98], // 150,000 × 5 % − 6,491.02
    ['madeira', 341.34], // 150,000 × 2 % − 2,658.66
  ] as const)('%s: a non-resident pays €11,250 and the full stamp duty, with no relief', (region, table) => {
    const away = costs(150_000, 'own_home', region, 'becoming_resident', { youngFirstHome: true });
    expect(away.imt).toBe(11_250);
    expect(away.stampDutyPurchase).toBe(1_200);
    expect(away.nonResident).toMatchObject({
      ifConditionsMet: table,
      refundable: Math.round((11_250 - table) * 100) / 100,
    });
  });
});

describe('a €1,200,000 home', () => {
  it('on the mainland the flat 7.5 % of the top bracket is the same for everyone: nothing to refund', () => {
    for (const purpose of ['own_home', 'other_home'] as const) {
      expect(costs(1_200_000, purpose, 'mainland', 'resident').imt).toBe(90_000);
      const away = costs(1_200_000, purpose, 'mainland', 'non_resident');
      expect(away.imt).toBe(90_000);
      expect(away.nonResident).toMatchObject({ refundable: 0, condition: 'none' });
    }
  });

  it('in Madeira a resident pays the flat 6 % (up to €1,438,566), a non-resident 7.5 %', () => {
    expect(costs(1_200_000, 'own_home', 'madeira', 'resident').imt).toBe(72_000);
    expect(costs(1_200_000, 'other_home', 'madeira', 'non_resident').nonResident).toEqual({
      atSigning: 90_000,
      ifConditionsMet: 72_000,
      refundable: 18_000,
      condition: 'moderate_rent',
    });
  });
});

describe('who the rule applies to', () => {
  it('leaves other urban property, rural land and a tax-haven buyer (10 %) as they were', () => {
    expect(costs(300_000, 'other_urban', 'mainland', 'non_resident').imt).toBe(19_500);
    expect(costs(300_000, 'rustic', 'mainland', 'non_resident').imt).toBe(15_000);
    expect(costs(300_000, 'other_home', 'mainland', 'non_resident', { taxHavenBuyer: true }).imt).toBe(30_000);
    expect(
      nonResidentRefund({ price: 300_000, purpose: 'other_urban', region: 'mainland', residence: 'non_resident' }),
    ).toBeNull();
  });

  it('a resident is the default', () => {
    expect(
      calculatePurchaseCosts({ price: 300_000, purpose: 'other_home', region: 'mainland' }).nonResident,
    ).toBeNull();
  });
});

describe('IMT Jovem for a couple where one buyer qualifies', () => {
  it('relieves that buyer’s half only: €400,000 on the mainland', () => {
    // Half at IMT Jovem: (400,000 − 330,539) × 8 % ÷ 2 = 2,778.44; half at the table:
    // (400,000 × 8 % − 13,763.35) ÷ 2 = 9,118.33 (together 11,896.77 to the cent).
    const couple = costs(400_000, 'own_home', 'mainland', 'resident', {
      youngFirstHome: true,
      youngShare: 'one_of_two',
    });
    expect(couple.imt).toBe(11_896.77);
    expect(couple.imtBasis.kind).toBe('young-half');
    // Stamp duty: (400,000 − 330,539) × 0.8 % ÷ 2 + 400,000 × 0.8 % ÷ 2 = 277.84 + 1,600.
    expect(couple.stampDutyPurchase).toBe(1_877.84);
    const both = costs(400_000, 'own_home', 'mainland', 'resident', { youngFirstHome: true });
    expect(both.imt).toBe(5_556.88);
    expect(both.stampDutyPurchase).toBe(555.69);
  });
});
