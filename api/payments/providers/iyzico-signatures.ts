// Iyzico's signatures (issue 16), shared by the adapter and the local sandbox: the IYZWSv2 Authorization
// header of a request, the response signature, and X-IYZ-SIGNATURE-V3 of a Checkout Form webhook.
import { hmacSha256Hex } from '../provider-kit.ts';

export const IYZICO_INITIALIZE_PATH = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
export const IYZICO_RETRIEVE_PATH = '/payment/iyzipos/checkoutform/auth/ecom/detail';
/** Refund V2: by paymentId, no basket-item breakdown (iyzico picks the items). */
export const IYZICO_REFUND_PATH = '/v2/payment/refund';

/** The Authorization header value for a request (IYZWSv2). */
export function iyzicoAuthorization(opts: {
  apiKey: string;
  secretKey: string;
  randomKey: string;
  uriPath: string;
  body: string;
}): string {
  const signature = hmacSha256Hex(opts.secretKey, opts.randomKey + opts.uriPath + opts.body);
  return iyzicoAuthorizationOf(opts.apiKey, opts.randomKey, signature);
}

/** "IYZWSv2 " + base64("apiKey:…&randomKey:…&signature:…"). */
export function iyzicoAuthorizationOf(
  apiKey: string,
  randomKey: string,
  signature: string,
): string {
  const params = `apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** A value as it enters a signature: prices as iyzico writes them (no trailing zeros), empty ones left out. */
function signedPart(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return String(v);
  return String(v);
}

/** HMAC-SHA256 hex of the present fields joined with ':' (iyzico's response signature). */
export function iyzicoResponseSignature(secretKey: string, fields: unknown[]): string {
  const parts = fields.map(signedPart).filter((p) => p !== '');
  return hmacSha256Hex(secretKey, parts.join(':'));
}

/** The fields, in iyzico's documented order, that sign a Checkout Form retrieve answer. */
export const retrieveSignedFields = (r: Record<string, unknown>) => [
  r.paymentStatus,
  r.paymentId,
  r.currency,
  r.basketId,
  r.conversationId,
  r.paidPrice,
  r.price,
  r.token,
];

/** X-IYZ-SIGNATURE-V3 of an HPP (Checkout Form) webhook. */
export function iyzicoWebhookSignature(secretKey: string, b: Record<string, unknown>): string {
  const data =
    secretKey +
    signedPart(b.iyziEventType) +
    signedPart(b.iyziPaymentId) +
    signedPart(b.token) +
    signedPart(b.paymentConversationId) +
    signedPart(b.status);
  return hmacSha256Hex(secretKey, data);
}
