// Countries and their states for the address form, from countries-phones: country names from Intl, state
// names from Debian's iso-codes where it translates them (app/lib/state-names.json, decision 127).
import type { ShopApi } from '#app/lib/shop-api/client.server.ts';
import { countries as loadCountries } from '#app/lib/shop-api/site.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import STATE_NAMES from '#app/lib/state-names.json';

type Place = { code: string; name: string };

/** Countries with their names in the shopper's language (computed here, so server and browser agree). */
export async function places(api: ShopApi, lang: string) {
  const r = unwrapOrThrow(await loadCountries(api));
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const countries: Place[] = Object.values(r.countries)
    .map((c) => {
      let name = c.name;
      try {
        name = names.of(c.code2) ?? c.name;
      } catch {
        /* not a region code Intl knows */
      }
      return { code: c.code2, name };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  const stateNames = (STATE_NAMES as Record<string, Record<string, string>>)[lang];
  const states: Record<string, Place[]> = {};
  for (const c of Object.values(r.countries)) {
    const list = Array.isArray(c.states) ? c.states : Object.values(c.states);
    if (list.length)
      states[c.code2] = list
        .map((s) => ({ code: s.code, name: stateNames?.[`${c.code2}-${s.code}`] ?? s.name }))
        .sort((a, b) => collator.compare(a.name, b.name));
  }
  return { countries, states };
}

/** A destination's country and state by name in the shopper's language (codes when unknown). */
export async function placeNames(
  api: ShopApi,
  lang: string,
  place: { country: string; state?: string | null },
): Promise<{ country: string; state: string | null }> {
  const { countries, states } = await places(api, lang);
  const country = countries.find((c) => c.code === place.country)?.name ?? place.country;
  const state = place.state
    ? (states[place.country]?.find((s) => s.code === place.state)?.name ?? place.state)
    : null;
  return { country, state };
}
