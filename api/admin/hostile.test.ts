// Hostile input against the admin endpoints (issue 17) and the taxonomy's (issue 33 item 6): arbitrary bodies, query values and path segments, sent
// by the admin and by nobody, never give an HTTP 5xx or echo markup; nobody always gets the 404 (but on
// admin/sign-in, the one-time link's anonymous exchange).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { taxonomyEndpoints } from '#contract/taxonomy/endpoints.ts';
import { fillPath } from '#contract/endpoint.ts';
import { hostileFields, nastyStrings, useHostileApi } from '../testing/hostile.ts';
import { demoAdminToken } from '../test-api.ts';

const dialects = await dialectsUnderTest();

const nasty = nastyStrings('confirmed', 'confirm');
const fields = hostileFields(
  [
    'order_id',
    'status',
    'verdict',
    'title',
    'message',
    'q',
    'page',
    'store',
    'method',
    'payment',
    'application_id',
    'reason',
    'message_id',
    'code',
    'id',
    'slug',
    'parent_id',
    'sort',
    'featured',
    'in_footer',
    'title_ar',
    'meta_description',
    'values',
  ],
  nasty,
);

describe.each(dialects)('hostile input to the admin endpoints on %s', (dialect) => {
  const h = useHostileApi(dialect);
  let token = '';
  beforeAll(async () => {
    token = await demoAdminToken(h.api);
  }, 60_000);
  for (const [key, e] of Object.entries({ ...adminEndpoints, ...taxonomyEndpoints }))
    it(`${key}: never a 5xx, never markup echoed; nobody gets the 404`, async () => {
      await fc.assert(
        fc.asyncProperty(fields, nasty, fc.boolean(), async (body, segment, asAdmin) => {
          const path = `/${fillPath(e.path, { id: encodeURIComponent(segment) || '1' })}`;
          const qs =
            e.method === 'GET'
              ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`
              : '';
          const res = await h.api.request(`${path}${qs}`, {
            method: e.method,
            headers: {
              accept: 'application/json',
              'content-type': 'application/json',
              ...(asAdmin ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(e.method === 'POST' ? { body: JSON.stringify(body) } : {}),
          });
          expect(res.status).toBeLessThan(500);
          const text = await res.text();
          expect(text).not.toContain('<script>');
          if (!asAdmin && e.auth === 'admin')
            expect(JSON.parse(text)).toMatchObject({ status: 404 });
        }),
        { numRuns: 60 },
      );
    });
});
