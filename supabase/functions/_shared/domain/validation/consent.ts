// Lead forms send these with every submission so each stored lead proves which consent text the
// person saw and where. Bump CONSENT_VERSION whenever the consent wording changes.
export const CONSENT_VERSION = '2026-11-23';

/**
 * Every consent text version the site has published: a lead may carry only one of these (a page
 * loaded before a change still sends the version it showed). Add the new one when bumping.
 */
export const PUBLISHED_CONSENT_VERSIONS: readonly string[] = [CONSENT_VERSION];

/**
 * Hidden honeypot input every public form carries. People never see it, so they leave it empty;
 * bots that fill every field give themselves away. The server answers them with a success and
 * stores nothing.
 */
export const HONEYPOT_FIELD = 'website';
