// Hostile input against a seller's store endpoints (issue 34): arbitrary bodies, query values and uploads,
// sent by the store's seller and by nobody, never give an HTTP 5xx or echo markup; nobody gets the 404.
import { describe, expect, it } from 'vitest';
import { sellerStoreEndpoints } from '#contract/stores/seller.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  everyEndpointSurvives,
  useWorkspaceTokens,
  hostileFields,
  nastyStrings,
  useHostileApi,
} from '../testing/hostile.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings('logo', 'banner', '+90 212 555 01 01', 'shop@example.com');
const fields = hostileFields(
  [
    'name',
    'description',
    'contact_email',
    'contact_phone',
    'shipping_policy',
    'return_policy',
    'translations',
    'picture',
    'image',
    'page',
  ],
  nasty,
);

describe.each(dialects)('hostile input to a seller’s store on %s', (dialect) => {
  const h = useHostileApi(dialect);
  const tokens = useWorkspaceTokens(h);
  everyEndpointSurvives(h, sellerStoreEndpoints, tokens, fields, nasty);

  it('a picture upload of anything but an image file is refused, never a 5xx', async () => {
    const bodies: (FormData | string)[] = [];
    for (const value of ['', 'not a file', '<script>alert(1)</script>']) {
      const f = new FormData();
      f.append('image', value);
      bodies.push(f);
    }
    const text = new FormData();
    text.append('image', new File(['GIF89a<svg onload=alert(1)>'], 'x.png', { type: 'image/png' }));
    bodies.push(text, 'image=%00', '');
    for (const path of ['/seller/store/logo', '/seller/store/banner'])
      for (const body of bodies) {
        const res = await h.api.request(path, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens.seller}`,
            accept: 'application/json',
            ...(typeof body === 'string'
              ? { 'content-type': 'application/x-www-form-urlencoded' }
              : {}),
          },
          body,
        });
        expect(res.status).toBeLessThan(500);
        const json = (await res.json()) as { status: number; data: unknown };
        expect(json.status).toBe(201);
        expect(JSON.stringify(json)).not.toContain('<script');
      }
  });
});
