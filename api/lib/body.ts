// Request bodies: JSON (the contract) or form-encoded (tolerated). Malformed input is a 201 message, never
// a 500; the size is bounded by the API's body limit.
import type { Ctx } from './context.ts';
import { Messages } from '#contract/messages.ts';
import { hasNul } from '#contract/nul.ts';
import { formReply } from './reply.ts';

export async function readBody(
  c: Ctx,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown = {};
  try {
    if (type.includes('application/json')) body = await c.req.json();
    else if (type.includes('form'))
      body = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : '',
        ]),
      );
    else {
      const text = await c.req.text();
      body = text.trim() ? JSON.parse(text) : {};
    }
  } catch {
    return { ok: false, response: formReply(c, Messages.invalidBody) };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, response: formReply(c, Messages.invalidBody) };
  // No NUL character in any field (contract/nul.ts): refused like any invalid value, never a query's error.
  if (hasNul(body)) return { ok: false, response: formReply(c, Messages.nulCharacter) };
  return { ok: true, body: body as Record<string, unknown> };
}
