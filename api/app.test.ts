// The API app as a whole, in-process on SQLite and (when reachable) PostgreSQL: nonsense parameters on every
// domain's endpoints, unknown routes, the OpenAPI document. Each domain's endpoints are tested beside it
// (api/<domain>/<domain>.test.ts).
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from './db/test-db.ts';
import { useTestApi } from './test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('api/v1 on %s', (dialect) => {
  const { get, getParsed, request } = useTestApi(dialect);

  it('answers nonsense parameters with status 201 and messages, never a 500', async () => {
    const { body } = await get('/products?min=abc&brand=x');
    expect(body.status).toBe(201);
    expect(body.data.form).toEqual([
      'The brand must be a comma-separated list of ids.',
      'The min must be a number.',
    ]);
    const page = await getParsed('products', '/products?page=abc');
    expect(page.result.current_page).toBe(1);
    for (const path of [
      '/all?rating=99',
      "/products?q=' OR 1=1 --",
      '/search?q=%22%2A%29(',
      '/reviews/1?type=sideways',
      '/store',
    ]) {
      const r = await get(path);
      expect(r.res.status, path).toBe(200);
      expect([200, 201]).toContain(r.body.status);
    }
  });

  it('answers unknown routes with the envelope and HTTP 404 and serves the OpenAPI document', async () => {
    const r = await request('/nope');
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ status: 404, message: 'Not found', data: null });
    const doc = (await (await request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/product/{id}');
  });
});
