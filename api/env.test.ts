import { describe, expect, it } from 'vitest';
import { loadApiEnv } from './env.ts';

describe('API environment validation', () => {
  it('has working defaults for a fresh machine', () => {
    expect(loadApiEnv({})).toMatchObject({
      DATABASE_URL: 'file:./data/bazaar.sqlite',
      UPLOADS_DIR: './data/uploads',
      SEED_PRODUCTS: 320,
    });
  });
  it('names every bad variable', () => {
    expect(() => loadApiEnv({ DATABASE_URL: 'mysql://x', SEED_PRODUCTS: 'many' })).toThrow(
      /DATABASE_URL[\s\S]*SEED_PRODUCTS/,
    );
  });
  it('accepts PostgreSQL URLs', () => {
    expect(loadApiEnv({ DATABASE_URL: 'postgres://u:p@db:5432/shop' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/shop',
    );
  });
});
