// Request bodies: JSON (the contract) or form-encoded (tolerated). Malformed input is a 201 message, never
// a 500; the size is bounded by server.ts.
import type { Ctx } from './context.ts';
import { Messages } from '#contract/messages.ts';
import { parseQuery } from '#contract/query.ts';
import type { z } from '#contract/zod.ts';
import { sendForm } from './context.ts';

export async function validateBody<S extends z.ZodType>(
  c: Ctx,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
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
    return { ok: false, response: sendForm(c, Messages.invalidBody) };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, response: sendForm(c, Messages.invalidBody) };
  const r = parseQuery(schema, body);
  return r.success ? { ok: true, data: r.data } : { ok: false, response: sendForm(c, r.messages) };
}
