/**
 * The kinds of lead the site stores: one record per kind, and everything else derives from it (the
 * function names the forms call, the tables the functions write and the retry job reads, the local
 * backend's routes, the staff inbox's columns). Plain data, no schemas, so the browser can import
 * it without pulling in zod. The schemas and notifications are in ./lead-registry.ts; the database
 * keeps the same list in `public.lead_tables`, and tests/db/lead-registry.test.ts fails when the
 * two disagree. How to add a kind: docs/leads.md.
 */
export interface LeadKindRecord {
  /** The edge function that stores it (its folder under supabase/functions/). */
  functionName: string;
  /** Its table in the public schema. */
  table: string;
  /** The columns staff see for it, in order (every table also has the common lead columns). */
  staffFields: readonly string[];
}

/**
 * The columns of an investment lead's calculator estimate, in the order staff read them: all empty
 * for a lead sent without the calculator (docs/leads.md, "The investment lead").
 */
export const INVESTMENT_ESTIMATE_FIELDS = [
  'equity',
  'leverage',
  'mortgage_years',
  'property_type',
  'total_asset_value',
  'loan_amount',
  'monthly_mortgage_payment',
  'gross_monthly_rent',
  'estimated_expenses',
  'expected_monthly_income',
  'expected_annual_return',
  'buyer_residence',
  'cash_at_purchase',
] as const;

export const LEAD_KINDS = {
  contact: {
    functionName: 'contact-submit',
    table: 'contact_submissions',
    staffFields: ['name', 'email', 'phone', 'service', 'subject', 'message'],
  },
  investment: {
    functionName: 'investment-submit',
    table: 'investment_leads',
    staffFields: ['name', 'email', 'phone', ...INVESTMENT_ESTIMATE_FIELDS],
  },
  templateDownload: {
    functionName: 'rental-template-download',
    table: 'template_downloads',
    staffFields: ['full_name', 'email'],
  },
  newsletter: {
    functionName: 'newsletter-subscribe',
    table: 'newsletter_subscribers',
    staffFields: ['email'],
  },
} as const satisfies Record<string, LeadKindRecord>;

export type LeadKind = keyof typeof LEAD_KINDS;
export type LeadFunctionName = (typeof LEAD_KINDS)[LeadKind]['functionName'];
export type LeadTable = (typeof LEAD_KINDS)[LeadKind]['table'];

export const LEAD_KIND_NAMES = Object.keys(LEAD_KINDS) as LeadKind[];
export const LEAD_TABLES: readonly LeadTable[] = LEAD_KIND_NAMES.map((kind) => LEAD_KINDS[kind].table);
export const LEAD_FUNCTION_NAMES: readonly LeadFunctionName[] = LEAD_KIND_NAMES.map(
  (kind) => LEAD_KINDS[kind].functionName,
);

export function isLeadTable(name: string): name is LeadTable {
  return (LEAD_TABLES as readonly string[]).includes(name);
}
