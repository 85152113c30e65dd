// iShop's ENC payload (docs/api-reference.md §8.21): AES-128-CBC with a key and IV every iShop client ships, zero
// padding, Base64. It is an obfuscation, not security; we accept it so iShop clients work, and plain JSON.
import { createCipheriv, createDecipheriv } from 'node:crypto';

const KEY = Buffer.from('0123456470abcdef0123456789abcdef', 'hex');
const IV = Buffer.from('abcdef1876343516abcdef9876543210', 'hex');

/** The JSON object inside `data`, or null when it is not a valid ENC payload of an object. */
function decodeEnc(data: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length > 64 * 1024) return null;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', KEY, IV);
    decipher.setAutoPadding(false);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()])
      .toString('utf8')
      .replace(/[\0\s]+$/, '');
    const value: unknown = JSON.parse(plain);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** ENC of a JSON object, as iShop clients make it (tests, and clients written against us). */
export function encodeEnc(value: Record<string, unknown>): string {
  const plain = Buffer.from(JSON.stringify(value), 'utf8');
  const padded = Buffer.concat([plain, Buffer.alloc((16 - (plain.length % 16)) % 16)]);
  const cipher = createCipheriv('aes-128-cbc', KEY, IV);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

/**
 * A body that may be `{data: ENC}`: its decoded fields (plus the outer user_token, which some clients send
 * beside `data`), else the body as it is.
 */
export function unwrapEnc(body: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof body.data !== 'string') return body;
  const inner = decodeEnc(body.data);
  if (!inner) return null;
  return body.user_token !== undefined && inner.user_token === undefined
    ? { ...inner, user_token: body.user_token }
    : inner;
}
