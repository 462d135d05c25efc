// Every fact of the register for the tooling (`npm run facts`, the register's tests): facts.ts's
// list and the owner's tax rules, which live apart so that public pages do not download them
// (owner-tax-facts.ts). Site code imports the facts it states from their own modules, never this.
import { FACTS, type FactEntry } from './facts';
import { OWNER_TAX_FACTS } from './owner-tax-facts';

export const ALL_FACTS: readonly FactEntry[] = [...FACTS, ...OWNER_TAX_FACTS];
