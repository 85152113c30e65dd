// The iShop envelope {status, message, data, token} (docs/api-reference.md §2–§3) and the client rules of §3.4.
import { z } from './zod.ts';
import { Messages } from './messages.ts';

export const FormErrorSchema = z.object({ form: z.array(z.string()) });
export type FormError = z.infer<typeof FormErrorSchema>;

/** Status alone decides the outcome; `data` is validated separately once success is known. */
export const RawEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  data: z.unknown(),
  token: z.string().nullable().optional(),
});
export type RawEnvelope = z.infer<typeof RawEnvelopeSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .nullable()
      .optional(),
    data,
    token: z.string().nullable().optional(),
  });
}
export type Envelope<T> = {
  status: number;
  message?: string | Record<string, unknown> | null;
  data: T;
  token?: string | null;
};

function hasFormKey(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && 'form' in data;
}

/** §3.4 rule 1: success ⇔ status 200 and data is not an error container. */
export function isEnvelopeSuccess(env: { status: number; data: unknown }): boolean {
  return env.status === 200 && !hasFormKey(env.data);
}

/** §3.4 rule 2: form messages, else a bare [string], else data.product messages, else message. */
export function envelopeErrorMessages(env: {
  status?: number;
  message?: unknown;
  data: unknown;
}): string[] {
  const data = env.data;
  if (hasFormKey(data)) {
    const form = (data as { form: unknown }).form;
    const list = (Array.isArray(form) ? form : [form]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length) return list;
  }
  if (Array.isArray(data) && data.length && data.every((m) => typeof m === 'string')) {
    return data as string[];
  }
  if (typeof data === 'object' && data !== null && 'product' in data) {
    const product = (data as { product: unknown }).product;
    const messages: string[] = [];
    for (const entry of Array.isArray(product) ? product : [product]) {
      if (entry && typeof entry === 'object') {
        for (const value of Object.values(entry)) {
          for (const m of Array.isArray(value) ? value : [value]) {
            if (typeof m === 'string' && m) messages.push(m);
          }
        }
      }
    }
    if (messages.length) return messages;
  }
  if (typeof env.message === 'string' && env.message.trim()) return [env.message];
  return [Messages.somethingWrong];
}

// Builders used by the reference API. Ours answers HTTP 200 for every envelope (§3.2 "Ours").
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { status: 200, message, data, token: null };
}
export function formError(messages: string | string[], status = 201): Envelope<FormError> {
  const form = Array.isArray(messages) ? messages : [messages];
  return { status, message: form[0] ?? '', data: { form }, token: null };
}
export function notFound(message: string): Envelope<FormError> {
  return formError(message, 404);
}
export function unauthenticated(message = 'Unauthenticated.'): Envelope<null> {
  return { status: 204, message, data: null, token: null };
}
