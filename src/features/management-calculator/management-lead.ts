// What the calculator's lead form sends to contact-submit besides the visitor's details (docs/product-rules.md,
// "Forms"; call 2): the subject 'Property Management Consultation - {PLAN} Plan' with the package's name in
// capitals, a message holding the monthly rent, the chosen package and a request line, and the
// service 'Property Management'. Pure, so the texts can be tested without a form.
import { fill } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/lang';
import { formatEuro, formatNumber } from '@/lib/format/intl';
import type { ManagementCalculatorCopy } from './copy.en';
import type { PackageCost } from './management-costs';

export const MANAGEMENT_LEAD_SERVICE = 'Property Management';

/** A rent as the visitor entered it: euros with up to two decimals ("€1,500", "€1,500.50"). */
export function formatRent(rent: number, lang: Lang): string {
  return formatNumber(rent, lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(rent) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export function buildManagementLead(
  text: ManagementCalculatorCopy['lead'],
  lang: Lang,
  rent: number,
  cost: PackageCost,
): { subject: string; message: string; service: typeof MANAGEMENT_LEAD_SERVICE } {
  const plan = cost.id.toUpperCase();
  return {
    subject: fill(text.subject, { plan }),
    message: [
      fill(text.rent, { amount: formatRent(rent, lang) }),
      fill(text.package, {
        plan,
        fee: formatEuro(cost.monthlyFee, lang),
        searchFee: formatEuro(cost.tenantSearchFee, lang),
      }),
      text.request,
    ].join('\n'),
    service: MANAGEMENT_LEAD_SERVICE,
  };
}
