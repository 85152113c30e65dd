import { describe, expect, it } from 'vitest';
import { loadApiEnv, publicUrlOf } from './env.ts';

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
  it('requires PUBLIC_URL in production and takes its origin; localhost in development', () => {
    expect(() => publicUrlOf({}, { production: true, port: 3000 })).toThrow(/PUBLIC_URL/);
    expect(() => loadApiEnv({ PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL/);
    expect(
      publicUrlOf({ PUBLIC_URL: 'https://shop.example.com/x' }, { production: true, port: 3000 }),
    ).toBe('https://shop.example.com');
    expect(publicUrlOf({}, { production: false, port: 3000 })).toBe('http://localhost:3000');
  });
  it('reads TRUST_PROXY as hops or addresses and names a bad value', () => {
    expect(loadApiEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
    expect(loadApiEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(() => loadApiEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
