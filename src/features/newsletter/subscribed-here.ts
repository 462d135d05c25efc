// The addresses this browser has subscribed, kept as SHA-256 hashes in localStorage: the footer
// form says "Already Subscribed" only to the browser that subscribed the address itself, never
// from a server answer, which is the same for every address (docs/newsletter.md).
import { hashToken } from '@shared/newsletter/tokens';

const KEY = 'lusa.newsletter.subscribed';
const MAX_ENTRIES = 20;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const hashOf = (email: string) => hashToken(`newsletter:${email.trim().toLowerCase()}`);

/**
 * Records that this browser subscribed `email` and says whether it had already: one hash for both,
 * written before the caller tells the visitor anything. False when the address cannot be hashed.
 */
export async function rememberSubscribed(email: string): Promise<boolean> {
  let hash: string;
  try {
    hash = await hashOf(email);
  } catch {
    return false;
  }
  const hashes = read();
  try {
    localStorage.setItem(KEY, JSON.stringify([hash, ...hashes.filter((item) => item !== hash)].slice(0, MAX_ENTRIES)));
  } catch {
    // Storage full or refused: the form then simply says "check your inbox" again.
  }
  return hashes.includes(hash);
}
