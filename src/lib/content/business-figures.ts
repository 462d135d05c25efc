// The business's own figures (its office hours, reply time, minimum investments): decisions of
// the business, with no outside source to check and no year to expire. Kept apart from the facts
// register (facts.ts, which lists them in BUSINESS_FACTS) so a page that states only these, such as
// about or contact, does not download the register's legal figures and tax tables with them.

/** Office hours (Monday to Friday) and what the business can promise about replies. */
export const BUSINESS = {
  hoursLisbon: { opens: '09:00', closes: '18:00' },
  hoursIsrael: { opens: '11:00', closes: '20:00' },
  /** Replies within this many business days. */
  replyBusinessDays: 1,
} as const;

/**
 * Minimum investment per option: the consultancy's own thresholds (business decision, 2026), shown
 * on the investment page and as the starting prices of its Offer structured data.
 */
export const INVESTMENT_MINIMUMS = {
  residential: 150_000,
  commercial: 300_000,
  tourism: 200_000,
  funds: 50_000,
} as const;
