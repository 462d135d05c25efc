/**
 * When a yearly or legal fact was last checked, when it must be checked again, and where it comes
 * from. Every fact the site states carries one (src/lib/content/facts.ts, and the tax tables in
 * @shared/tax), so `npm run facts` can list what is due and `npm test` can warn about it.
 */
export interface FactCheck {
  /** ISO date (YYYY-MM-DD) the fact was last checked against its source. */
  checked: string;
  /** ISO date by which it must be checked again: the next January for yearly tables, sooner for laws under change. */
  due: string;
  /** The source: the law, the official table or publication, with its date. */
  source: string;
}
