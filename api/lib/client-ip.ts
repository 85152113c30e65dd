// The client's address (issue 13 item 3, decision 022). Forwarding headers are believed only from configured
// proxies — a hop count or a list of addresses (TRUST_PROXY) — and the right-most address no trusted proxy
// vouches for is the client's; a shopper can put anything at the left of X-Forwarded-For. The storefront
// tells the embedded API the shopper's address with a per-process key the shopper never sees.
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { INTERNAL_KEY_HEADER, SHOPPER_IP_HEADER } from '#contract/codes.ts';

/** Who may forward: the nearest `hops` peers, or peers at these addresses. */
export type TrustedProxies = { hops: number } | { addresses: ReadonlySet<string> };
export const NO_PROXY: TrustedProxies = { hops: 0 };

const plain = (a: string) => {
  const v = a.trim().replace(/^\[|\]$/g, '');
  return v.toLowerCase().startsWith('::ffff:') && isIP(v.slice(7)) === 4 ? v.slice(7) : v;
};

/**
 * TRUST_PROXY: `false`/`0` (nobody, the default), `true` (one proxy: the nearest hop), a number of hops, or
 * a comma-separated list of proxy addresses. Throws with a readable message on anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return NO_PROXY;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 20) throw new Error('at most 20 hops');
    return { hops };
  }
  const addresses = v.split(',').map(plain);
  const bad = addresses.find((a) => !isIP(a));
  if (bad !== undefined) throw new Error(`not an IP address: ${bad.slice(0, 60)}`);
  return { addresses: new Set(addresses) };
}

/**
 * The client's address from the socket peer and X-Forwarded-For: walking from the peer leftwards, each
 * address a trusted proxy stands for is passed over; the first one no trusted proxy vouches for is the client.
 */
export function forwardedClient(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustedProxies,
): string {
  const start = peer ? plain(peer) : 'local';
  const hops = 'hops' in trust ? trust.hops : Infinity;
  if (hops === 0 || !forwardedFor) return start;
  const chain = forwardedFor.split(',').map(plain).slice(-50);
  let client = start;
  for (let passed = 0; passed < hops; passed++) {
    // `client` is a proxy we trust: the address it forwarded becomes the candidate.
    if ('addresses' in trust && !trust.addresses.has(client)) break;
    const next = chain.pop();
    if (next === undefined || !isIP(next)) break;
    client = next;
  }
  return client;
}

/** Whether `given` is the internal key (constant time). */
function isInternalKey(key: string | undefined, given: string | undefined): boolean {
  if (!key || !given) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The shopper's address the storefront vouches for with the internal key, else null. */
export function vouchedShopper(
  key: string | undefined,
  header: (name: string) => string | undefined,
): string | null {
  if (!isInternalKey(key, header(INTERNAL_KEY_HEADER))) return null;
  const ip = plain(header(SHOPPER_IP_HEADER) ?? '');
  return isIP(ip) ? ip : null;
}
