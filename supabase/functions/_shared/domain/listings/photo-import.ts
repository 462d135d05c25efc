// The rules of the one-off photo import (docs/listing-photos.md): which outside addresses the
// listing-photo-import function may fetch for a staff member, and the refusals it answers with.
// Pure, so the function and the listings manager (which translates the codes) share it.

/** Why an import was refused; the body of every refusal is `{ "error": <code> }`. */
export const PHOTO_IMPORT_ERRORS = [
  'unauthorized',
  'forbidden',
  'badUrl',
  'privateAddress',
  'notImage',
  'tooLarge',
  'timeout',
  'unreachable',
] as const;
export type PhotoImportError = (typeof PHOTO_IMPORT_ERRORS)[number];

export function isPhotoImportError(value: unknown): value is PhotoImportError {
  return typeof value === 'string' && (PHOTO_IMPORT_ERRORS as readonly string[]).includes(value);
}

export const PHOTO_IMPORT_LIMITS = {
  /** Bytes of the fetched file, as for a chosen file. */
  bytes: 25 * 1024 * 1024,
  /** The whole fetch, redirects and body included. */
  timeoutMs: 20_000,
  redirects: 3,
} as const;

/** Types the browser pipeline prepares (SVG is never one: it can carry script). */
export const IMPORT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/** The media type of a Content-Type header, when it is one the import takes. */
export function importImageType(contentType: string | null): string | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const known = type === 'image/jpg' ? 'image/jpeg' : type;
  return (IMPORT_IMAGE_TYPES as readonly string[]).includes(known) ? known : null;
}

/** Whether the first bytes are those of a JPEG, PNG, WebP or HEIC/HEIF file (the type may lie). */
export function looksLikeImage(bytes: Uint8Array): boolean {
  const at = (offset: number, text: string) =>
    [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (bytes[0] === 0x89 && at(1, 'PNG')) return true;
  if (at(0, 'RIFF') && at(8, 'WEBP')) return true;
  return at(4, 'ftyp');
}

/**
 * A https address on the default port without credentials, or the refusal. Host names are checked
 * later, once resolved; an address written as an IP is checked here.
 */
export function checkImportUrl(text: unknown): { url: URL } | { error: 'badUrl' | 'privateAddress' } {
  if (typeof text !== 'string' || text.length > 2048) return { error: 'badUrl' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'badUrl' };
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) {
    return { error: 'badUrl' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return { error: 'privateAddress' };
  }
  if (isIpLiteral(host) && !isPublicAddress(host)) return { error: 'privateAddress' };
  return { url };
}

export function isIpLiteral(host: string): boolean {
  return parseIpv4(host) !== null || host.includes(':');
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function publicIpv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a! >= 224) return false; // this network, private, loopback, multicast/reserved
  if (a === 100 && b! >= 64 && b! <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local (cloud metadata services)
  if (a === 172 && b! >= 16 && b! <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // protocol assignments, documentation
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return false; // documentation
  return true;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function parseIpv6(text: string): number[] | null {
  let address = text.split('%')[0]!;
  // A dotted IPv4 tail (::ffff:10.0.0.1) becomes its two groups.
  const lastColon = address.lastIndexOf(':');
  const v4 = address.includes('.') ? parseIpv4(address.slice(lastColon + 1)) : null;
  if (address.includes('.') && !v4) return null;
  if (v4) {
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    address = `${address.slice(0, lastColon + 1)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = toGroups(halves[0]!);
  const right = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [
    ...left.map((group) => parseInt(group, 16)),
    ...Array<number>(halves.length === 2 ? missing : 0).fill(0),
    ...right.map((group) => parseInt(group, 16)),
  ];
}

/**
 * Whether an address is on the public internet: not loopback, private, link-local, carrier-grade
 * NAT, multicast, documentation or unspecified, in IPv4 or IPv6 (IPv4 inside IPv6 included).
 * Anything that does not parse counts as not public.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return publicIpv4(v4);
  const groups = parseIpv6(address.toLowerCase());
  if (!groups) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const embedded = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    // ::, ::1, ::a.b.c.d (deprecated) and ::ffff:a.b.c.d (mapped).
    if (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1))) return publicIpv4(embedded);
    return false;
  }
  // ::ffff:0:a.b.c.d (IPv4-translated, SIIT): a translator may reach any IPv4 address through it.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) return false;
  // NAT64, the well-known 64:ff9b::/96 and the local-use 64:ff9b:1::/48: a gateway of the
  // network the function runs in could reach anything behind it.
  if (g0 === 0x64 && g1 === 0xff9b) return false;
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if ((g0 & 0xe000) !== 0x2000) return false; // anything outside global unicast 2000::/3
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo (2001::/32), a tunnel to any IPv4 address
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x2002) return publicIpv4([g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff]); // 6to4
  return true;
}
