/**
 * Legal texts are data, not markup, so both documents render identically and stay easy to review.
 * A block is a paragraph, or a bullet list when it is an array.
 */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One line under the title saying what the document is for. */
  summary: string;
  sections: readonly LegalSection[];
}

/** Where people reach a human about privacy, billing or the terms; the operator must confirm it before launch. */
export const LEGAL_CONTACT_EMAIL = "support@textpal.app";
