// A category listing on a client navigation (single fetch: `Sec-Fetch-Dest: empty`) streams its products;
// an unknown category must still end on the 404 page, so the streamed promise resolves to a refusal (status
// and message) that the page shows as its error page (issue 14: it stayed on "Loading…" or showed
// "Unexpected Server Error").
// Documents keep awaiting the listing and answer a real 404.
import { describe, expect, it } from 'vitest';
import { Messages } from '#contract/messages.ts';
import { loader } from '#app/routes/($lang).all.$category.tsx';
import { streamedRefusal } from '#app/lib/listing.server.ts';
import { refusalOf } from '#app/lib/listing.ts';
import { type Packed, unpack } from '#app/lib/packed.ts';
import type { AllData } from '#contract/catalog/listing.ts';
import { ORIGIN, context, useMockApi } from '#tests/support/routes.ts';

useMockApi();

const load = (category: string, navigation: boolean) =>
  loader({
    request: new Request(`${ORIGIN}/all/${category}`, {
      headers: navigation ? { 'Sec-Fetch-Dest': 'empty' } : {},
    }),
    context,
    params: { category },
  });

describe('streamed listings', () => {
  it('a client navigation gets the listing as a promise, a document the finished listing', async () => {
    const streamed = await load('category-1', true);
    expect(streamed.listing).toBeInstanceOf(Promise);
    expect(unpack((await streamed.listing) as Packed<AllData>).category?.slug).toBe('category-1');
    const document = await load('category-1', false);
    expect(document.listing).not.toBeInstanceOf(Promise);
  });

  it('an unknown category streams a 404 refusal that becomes a route error response', async () => {
    const streamed = await load('no-such-category', true);
    // Resolved, not rejected: single fetch streams a rejection only as an Error ("Unexpected Server Error").
    const refused = refusalOf(await streamed.listing);
    expect(refused).toEqual({ status: 404, message: Messages.notFoundPage });
    // What single fetch sends: plain JSON, read back the same.
    expect(refusalOf(JSON.parse(JSON.stringify(await streamed.listing)))).toEqual(refused);
  });

  it('a document request for an unknown category throws the 404 itself', async () => {
    await expect(load('no-such-category', false)).rejects.toMatchObject({
      type: 'DataWithResponseInit',
      init: { status: 404 },
    });
  });

  it('leaves other failures alone', () => {
    const boom = new Error('boom');
    expect(streamedRefusal(boom)).toBeNull();
    expect(streamedRefusal(null)).toBeNull();
    expect(refusalOf({ result: { data: [] } })).toBeNull();
  });
});
