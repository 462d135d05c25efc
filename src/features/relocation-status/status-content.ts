// The shape of the "What is your situation?" section of the relocation guide (docs/product-rules.md, "Pages"):
// four citizenship statuses, each with its detail card. The words are written for the Hebrew page
// only (src/pages/relocation/situation.he.ts); this module holds the types and the ids.

export const CITIZENSHIP_STATUS_IDS = [
  'israeli-only',
  'eu-citizen',
  'portuguese-passport',
  'other-citizenship',
] as const;

export type CitizenshipStatusId = (typeof CITIZENSHIP_STATUS_IDS)[number];

export interface VisaOption {
  name: string;
  description: string;
}

/** A status's detail card: description, visas, timeline, benefits, optional requirements and note. */
export interface CitizenshipStatusContent {
  description: string;
  visas: readonly VisaOption[];
  timeline: string;
  benefits: readonly string[];
  requirements?: readonly string[];
  note?: string;
}

export interface CitizenshipStatus {
  id: CitizenshipStatusId;
  /** The button's label. */
  title: string;
  /** One line under the label on the button. */
  hint: string;
  content: CitizenshipStatusContent;
}

export interface SituationContent {
  title: string;
  intro: string;
  /** Accessible name of the group of status buttons. */
  groupLabel: string;
  /** Shown while no status is selected. */
  prompt: string;
  /** Under the card: how to clear the selection (pressing the selected button again). */
  clearHint: string;
  headings: {
    visas: string;
    timeline: string;
    benefits: string;
    requirements: string;
    note: string;
  };
  contactButton: string;
  statuses: readonly CitizenshipStatus[];
}
