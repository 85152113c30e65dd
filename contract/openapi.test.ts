import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.ts';
import { endpoints } from './endpoints.ts';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();
  it('lists every registered endpoint with a response schema', () => {
    for (const ep of Object.values(endpoints)) {
      const op = (
        doc.paths[`/${ep.path}`] as Record<string, { responses: Record<string, unknown> }>
      )[ep.method.toLowerCase()];
      expect(op, ep.path).toBeDefined();
      // An endpoint answered with a redirect (social sign-in) documents its 302, not an envelope.
      if ('redirect' in ep && ep.redirect) expect(op?.responses['302']).toBeDefined();
      else expect(JSON.stringify(op?.responses['200'])).toContain('"status"');
    }
  });
  it('marks only truly required parameters as required', () => {
    const products = doc.paths['/products']?.get as {
      parameters: { name: string; required: boolean }[];
    };
    expect(products.parameters.find((p) => p.name === 'q')?.required).toBe(false);
    const store = doc.paths['/store']?.get as { parameters: { name: string; required: boolean }[] };
    expect(store.parameters.find((p) => p.name === 'slug')?.required).toBe(true);
    const product = doc.paths['/product/{id}']?.get as {
      parameters: { name: string; in: string }[];
    };
    expect(product.parameters.find((p) => p.name === 'id')?.in).toBe('path');
  });
  it('is serialisable JSON', () => {
    expect(() => JSON.parse(JSON.stringify(doc))).not.toThrow();
  });
});
