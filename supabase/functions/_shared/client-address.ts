// The client address is never stored: leads and the rate limit keep a salted SHA-256 hash of it.
//
// Only one header is trusted, the one the proxy in front of the functions writes: a client can put
// anything in the others. Hosted Supabase sits behind Cloudflare, which sets cf-connecting-ip.
// Behind a proxy that appends to X-Forwarded-For instead, the right-most entry is the one it added;
// the entries to its left were written by the client.

export const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip';

/** Where an address could not be read (no header, or not an IP address): one shared bucket. */
export const UNKNOWN_CLIENT = 'unknown';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address, or null if it is not one. */
function ipv6Groups(text: string): number[] | null {
  let value = text.replace(/%.*$/, ''); // zone index (fe80::1%eth0)
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (v4) {
    if (!IPV4.test(v4[1]!)) return null;
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    value = `${value.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The bucket an address is counted in: an IPv4 address as it is; an IPv6 address by its /64
 * prefix, because one subscriber usually gets a whole /64 and could otherwise rotate through it;
 * an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressBucket(raw: string): string {
  const text = raw.trim().replace(/^\[(.*)\](:\d+)?$/, '$1');
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return UNKNOWN_CLIENT;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The caller's address bucket, read from the one trusted header (`trustedHeader`, lower case).
 * For x-forwarded-for the right-most entry counts: the trusted proxy appended it.
 */
export function clientAddress(request: Request, trustedHeader: string = DEFAULT_CLIENT_IP_HEADER): string {
  const value = request.headers.get(trustedHeader);
  if (!value) return UNKNOWN_CLIENT;
  const entry = trustedHeader.toLowerCase() === 'x-forwarded-for' ? value.split(',').pop() : value;
  return addressBucket(entry ?? '');
}

export async function hashClientAddress(address: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${address}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
