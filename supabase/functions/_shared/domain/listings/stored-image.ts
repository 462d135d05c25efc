// Which pictures the site shows (security review N8, L8; docs/listing-photos.md): only its own. A
// picture on another host (a social network's image link pasted with a post) would tell that host
// every reader's address and the time they looked, from a page or an e-mail; the pages' CSP blocks
// it anyway. Staff copy such a picture into Storage with "Copy photos"; until then it is not shown.

/** The public-read bucket of listing photos. */
const PHOTO_PREFIX = '/storage/v1/object/public/listing-photos/';

/**
 * `url` when it is a picture of the site itself: a path on the site ("/seed/listings/a.svg"), or a
 * file of the project's own Storage bucket (its public URL under `supabaseUrl`); otherwise null.
 */
export function storedImageUrl(url: string | null | undefined, supabaseUrl: string): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return /^\/(?![/\\])/.test(url) && !url.includes('\\') ? url : null;
  let parsed: URL;
  let project: URL;
  try {
    parsed = new URL(url);
    project = new URL(supabaseUrl);
  } catch {
    return null;
  }
  const http = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  return http && parsed.origin === project.origin && parsed.pathname.startsWith(PHOTO_PREFIX) && !parsed.username
    ? parsed.href
    : null;
}
