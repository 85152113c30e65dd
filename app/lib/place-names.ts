// Country and state names for an address shown to the shopper (the address book, the shipping step): the
// names `places` computed in the shopper's language, the codes where a name is unknown.
type Place = { code: string; name: string };

export function placeNamer(d: { countries: Place[]; states: Record<string, Place[]> }) {
  const country = (code: string) => d.countries.find((c) => c.code === code)?.name ?? code;
  const state = (countryCode: string, code: string | null | undefined) =>
    (code && d.states[countryCode]?.find((s) => s.code === code)?.name) || code || '';
  return { country, state };
}
