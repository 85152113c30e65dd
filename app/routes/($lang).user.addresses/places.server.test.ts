// State names in the shopper's language (issue 37 item 8): from Debian's iso-codes where it has them
// (app/lib/state-names.json), the API's English names otherwise.
import { describe, expect, it } from 'vitest';
import { createShopApi } from '#app/lib/shop-api/client.server.ts';
import { API, useMockApi } from '#tests/support/routes.ts';
import { placeNames, places } from '#app/routes/($lang).user.addresses/places.server.ts';

useMockApi();
const api = (language: string) => createShopApi({ baseUrl: API, language, timeoutMs: 1000 });

describe('places', () => {
  it('names states in French and Turkish, and keeps English where no translation is kept', async () => {
    const us = async (lang: string) =>
      (await places(api(lang), lang)).states.US!.map((s) => s.name).sort();
    expect(await us('en')).toEqual(['California', 'New York']);
    expect(await us('fr')).toEqual(['Californie', 'New York']);
    expect(await us('tr')).toEqual(['Kaliforniya', 'New York']);
    expect(await us('ar')).toEqual(['California', 'New York']);
    expect(await placeNames(api('fr'), 'fr', { country: 'US', state: 'CA' })).toEqual({
      country: 'États-Unis',
      state: 'Californie',
    });
  });
});
