// The store page in-process on SQLite and (when reachable) PostgreSQL, parsed with its contract schema.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('store page on %s', (dialect) => {
  const { get, getParsed } = useTestApi(dialect);

  it('serves a public store with its products and rating, and 404 for an unknown slug', async () => {
    const store = await getParsed('store', '/store?slug=techhub-istanbul&required_rating=1');
    expect(store.store.name).toBe('TechHub Istanbul');
    expect(store.result.per_page).toBe(30);
    expect((await get('/store?slug=nope')).body.status).toBe(404);
  });
});
