// What every adapter needs around its provider's protocol: a JSON call with a deadline that tells "the provider
// answered" from "the provider could not be reached", and constant-time comparison of secrets and signatures.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejected } from './types.ts';

/** The provider could not be reached or failed on its side (5xx): try again later, nothing was decided. */
export class ProviderUnavailable extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} is unavailable: ${detail}`);
    this.name = 'ProviderUnavailable';
  }
}

/** The provider answered, but not as its documentation says it does (or refused our request). */
export class ProviderRefused extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} refused: ${detail}`);
    this.name = 'ProviderRefused';
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON, or null when the body was not JSON. */
  body: unknown;
}

/** One HTTP call to a provider; 5xx, timeouts and network errors throw ProviderUnavailable. */
export async function callProvider(
  provider: string,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs = 15_000,
): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderUnavailable(provider, (err as Error).message);
  }
  const text = await res.text().catch(() => '');
  if (res.status >= 500) throw new ProviderUnavailable(provider, `HTTP ${res.status}`);
  return { status: res.status, body: jsonOrNull(text) };
}

/** What an adapter speaking to its provider through callProvider is configured with, besides its keys. */
export interface AdapterConfig {
  mode: 'sandbox' | 'live';
  /** The provider's live API, its own test host, or the local sandbox; the live API when absent. */
  baseUrl?: string;
  fetch?: Fetch;
}

/** One provider's API: its base URL (no trailing slash), and callProvider bound to it, by path. */
export function providerApi(provider: string, config: AdapterConfig, liveUrl: string) {
  const fetchImpl: Fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const base = (config.baseUrl ?? liveUrl).replace(/\/+$/, '');
  const call = (path: string, init: RequestInit = {}) =>
    callProvider(provider, fetchImpl, `${base}${path}`, init);
  return { base, call };
}

/** The JSON value of a text, or null when it is empty or not JSON (answers and notifications alike). */
export function jsonOrNull(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Constant-time string equality (digests first, so lengths do not leak either). */
export function safeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** A notification's signature (or shared secret) checked in constant time: a missing or wrong one is refused. */
export function requireSignature(
  given: string | null | undefined,
  expected: string,
  refusal: string,
): void {
  if (!given || !safeEqual(given, expected)) throw new NotificationRejected(refusal);
}

/** Constant-time comparison of two hex signatures (false for any length or format difference). */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** A notification's hex signature (any case) checked in constant time: a missing or wrong one is refused. */
export function requireHexSignature(
  given: string | null | undefined,
  expected: string,
  refusal: string,
): void {
  if (!sameHex(expected, given ?? '')) throw new NotificationRejected(refusal);
}

/** HMAC-SHA256 of a UTF-8 string, lower-case hex. */
export function hmacSha256Hex(key: string, data: string): string {
  return createHmac('sha256', key).update(data, 'utf8').digest('hex');
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A refund the provider answered but did not make: its status and its own words, for the admin's log. */
export function refundRefused(provider: string, status: number, ...detail: unknown[]) {
  const words = detail.filter((d) => typeof d === 'string' && d).join(' ');
  return {
    status: 'failed' as const,
    reason: `${provider} refused the refund: HTTP ${status} ${words}`.trim(),
  };
}

/** A string field of an answer's object (`body.a.b`), or '' when absent. */
export function textAt(body: unknown, ...path: string[]): string {
  let v: unknown = body;
  for (const k of path) v = isRecord(v) ? v[k] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}
