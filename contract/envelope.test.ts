import { describe, expect, it } from 'vitest';
import {
  envelopeErrorMessages,
  envelopeSchema,
  formError,
  isEnvelopeSuccess,
  notFound,
  ok,
  unauthenticated,
} from './envelope.ts';
import { z } from './zod.ts';

describe('envelope rules (docs/api-reference.md §3.4)', () => {
  it('succeeds only on status 200 without a form container', () => {
    expect(isEnvelopeSuccess({ status: 200, data: { id: 1 } })).toBe(true);
    expect(isEnvelopeSuccess({ status: 200, data: { form: ['Address not found'] } })).toBe(false);
    expect(isEnvelopeSuccess({ status: 201, data: { form: ['x'] } })).toBe(false);
    expect(isEnvelopeSuccess({ status: 200, data: null })).toBe(true);
  });

  it('reads form messages first', () => {
    expect(
      envelopeErrorMessages({ data: { form: ['Invalid email', 'name is required'] } }),
    ).toEqual(['Invalid email', 'name is required']);
  });
  it('reads a bare list of strings (flash-sale/{id})', () => {
    expect(envelopeErrorMessages({ data: ['Flash sale ended'] })).toEqual(['Flash sale ended']);
  });
  it('reads cart product errors', () => {
    expect(
      envelopeErrorMessages({
        data: { product: [{ '12': ['Phone is out of stock'] }] },
        message: {},
      }),
    ).toEqual(['Phone is out of stock']);
  });
  it('falls back to the message, then the generic text', () => {
    expect(envelopeErrorMessages({ data: null, message: 'Unauthenticated.' })).toEqual([
      'Unauthenticated.',
    ]);
    expect(envelopeErrorMessages({ data: null, message: '' })).toEqual(['Something went wrong']);
  });

  it('builds the envelopes the reference API sends', () => {
    expect(ok([1])).toEqual({ status: 200, message: '', data: [1], token: null });
    expect(formError(['a', 'b'])).toMatchObject({ status: 201, data: { form: ['a', 'b'] } });
    expect(notFound('Product not found')).toMatchObject({
      status: 404,
      data: { form: ['Product not found'] },
    });
    expect(unauthenticated()).toMatchObject({ status: 204, data: null });
  });

  it('parses an envelope with a typed data schema', () => {
    const schema = envelopeSchema(z.object({ id: z.number() }));
    expect(schema.parse({ status: 200, message: '', data: { id: 3 }, token: null }).data.id).toBe(
      3,
    );
    expect(schema.safeParse({ message: 'x', data: {} }).success).toBe(false);
  });
});
