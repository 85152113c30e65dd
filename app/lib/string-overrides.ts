// The shop's own wording for the shell's strings (the API's localization, docs/spec.md §2), laid over the bundled
// `common` namespace of the page's language, on the server and in the browser alike.
//
// The strings an override replaced come back when the shop takes the override away. The server's
// i18next instances share one store per language (i18n-resources.server.ts), so what was replaced is kept
// with that store's `common` object, not with an instance: any instance of the pool may render the page
// that brings the change. Nothing is written while the overrides stay the same, so the strings a language
// has remembered (i18next.server.ts) stay valid from one page to the next.

import type { LocalizationData as StringOverrides } from '#contract/site/localization.ts';

type Strings = { [key: string]: string | Strings };
type Store = {
  getResourceBundle(lng: string, ns: string): unknown;
  addResourceBundle(
    lng: string,
    ns: string,
    strings: Strings,
    deep: boolean,
    overwrite: boolean,
  ): unknown;
};
type Applied = { signature: string; overrides: StringOverrides; originals: StringOverrides };

const appliedTo = new WeakMap<object, Applied>();

/** Lays `overrides` (none: `null`) over `lng`'s `common` strings, undoing the overrides laid before. */
export function applyStringOverrides(
  i18n: Store,
  lng: string,
  overrides: StringOverrides | null | undefined,
): void {
  const bundle = i18n.getResourceBundle(lng, 'common') as Strings | undefined;
  if (!bundle || typeof bundle !== 'object') return;
  const next = overrides ?? {};
  const signature = JSON.stringify(next);
  const before = appliedTo.get(bundle) ?? { signature: '{}', overrides: {}, originals: {} };
  if (before.signature === signature) return;
  // What each key read before any override: kept from the first time a key was replaced.
  const originals: StringOverrides = {};
  const patch: StringOverrides = {};
  for (const [section, keys] of Object.entries(before.overrides))
    for (const key of Object.keys(keys)) {
      const original = before.originals[section]?.[key];
      if (original === undefined) continue;
      if (next[section]?.[key] === undefined) (patch[section] ??= {})[key] = original;
      else (originals[section] ??= {})[key] = original;
    }
  for (const [section, keys] of Object.entries(next)) {
    const here = bundle[section];
    for (const [key, value] of Object.entries(keys)) {
      if (typeof here !== 'object' || typeof here[key] !== 'string') continue;
      if (originals[section]?.[key] === undefined) (originals[section] ??= {})[key] = here[key];
      (patch[section] ??= {})[key] = value;
    }
  }
  appliedTo.set(bundle, { signature, overrides: next, originals });
  if (Object.keys(patch).length) i18n.addResourceBundle(lng, 'common', patch, true, true);
}
