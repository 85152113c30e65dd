import { describe, expect, it } from 'vitest';
import { loadStorefrontEnv } from '#app/lib/env.server.ts';

describe('storefront environment validation', () => {
  it('has working defaults for a fresh machine', () => {
    expect(loadStorefrontEnv({})).toMatchObject({
      PORT: 3000,
      API_TIMEOUT_MS: 8000,
      EMBEDDED_API_TIMEOUT_MS: 30_000,
      MOCKS: 'false',
    });
  });
  it('names every bad variable', () => {
    expect(() =>
      loadStorefrontEnv({ PORT: 'eighty', SHOP_API_URL: 'not a url', SESSION_SECRET: 'short' }),
    ).toThrow(/PORT: must be a port number[\s\S]*SHOP_API_URL[\s\S]*SESSION_SECRET/);
  });
  it('accepts another API', () => {
    expect(
      loadStorefrontEnv({ SHOP_API_URL: 'https://api.example.com/api/v1/' }).SHOP_API_URL,
    ).toBe('https://api.example.com/api/v1/');
  });
});
