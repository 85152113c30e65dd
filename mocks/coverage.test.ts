// Mock coverage, derived from the one endpoint list (contract/endpoints.ts): every method and path a
// definition answers (aliases and extra methods included) has a mock handler, no handler answers anything
// else, and each one answers the iShop envelope (a success parsing with the definition's `data`), or a
// redirect where the definition says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routePattern, type EndpointDef } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { handlers } from './handlers.ts';
import { API } from './mock.ts';
import { server } from './node.ts';
import { callMock } from './testing.ts';

const routes = Object.entries(endpoints as Record<string, EndpointDef>).flatMap(([key, e]) =>
  [e.path, ...(e.aliases ?? [])].flatMap((path) =>
    [e.method, ...(e.alsoMethods ?? [])].map((method) => ({ key, endpoint: e, method, path })),
  ),
);
const registered = new Set(handlers.map((h) => `${h.info.method} ${String(h.info.path)}`));
const routeId = (method: string, path: string) => `${method} ${API}${routePattern(path)}`;

/** A value for each kind of path segment the definitions use. */
const SAMPLE: Record<string, string> = { id: '1', slug: 'about-us', kind: 'products' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('mock coverage', () => {
  it('has a handler for every method and path of every endpoint definition', () => {
    const missing = routes
      .map((r) => routeId(r.method, r.path))
      .filter((id) => !registered.has(id));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(endpoints).length);
  });

  it('has no handler for a path no definition names', () => {
    const defined = new Set(routes.map((r) => routeId(r.method, r.path)));
    expect([...registered].filter((id) => !defined.has(id))).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers the envelope; a success parses with its data',
    async (_, { endpoint, method, path }) => {
      const params = Object.fromEntries(
        [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, SAMPLE[name!] ?? '1']),
      );
      if (endpoint.redirect) {
        // Not an envelope: a redirect, or the bare refusal of a provider the mock shop does not offer.
        const url = `http://api.test/api/v1/${fillPath(path, params)}`;
        expect([302, 403]).toContain((await fetch(url, { method, redirect: 'manual' })).status);
        return;
      }
      const { envelope } = await callMock(endpoint, { method, path, params });
      expect(envelope.status).toBeTypeOf('number');
    },
  );
});
