// The simple e-mail pattern the forms use (docs/product-rules.md, "Forms"): something@something.something, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 255;
/**
 * The characters an e-mail address may hold: letters, marks and digits of any script (international
 * addresses) and the ASCII punctuation an address's local part may carry; never a space, `"`, `(`,
 * `)`, `,`, `:`, `;`, `<`, `>`, `[`, `\`, `]`, nor a control, format or separator character. The
 * one address rule (email-address.ts) applies it.
 */
export const EMAIL_CHARACTERS = /^[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~@-]*$/u;
