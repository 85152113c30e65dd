// Every language's UI strings, for the server only (rendering, loaders, actions, /locales/{lng}/{ns}).
// Any locales/{lng}/{ns}.json is picked up: a new namespace needs no change here (decision 082), except
// the API's e-mail texts (`email`, api/mail/i18n.ts): no page uses them, so they are neither bundled nor
// served to browsers.
import { createHash } from 'node:crypto';
import { i18nOptions } from '#app/lib/i18n.ts';

type Strings = { [key: string]: string | Strings };

const files = import.meta.glob<Strings>(['../../locales/*/*.json', '!../../locales/*/email.json'], {
  eager: true,
  import: 'default',
});

export const resources: Record<string, Record<string, Strings>> = {};
for (const [path, strings] of Object.entries(files)) {
  const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = strings;
}

/** i18next's options with every language bundled (the server, and tests). */
export const i18nConfig = {
  ...i18nOptions,
  ns: Object.keys(resources[i18nOptions.fallbackLng] ?? {}),
  resources,
};

// Each namespace as its file has it, as JSON, and that text's hash. i18next writes the shop's overrides
// into `resources` itself (string-overrides.ts), so what /locales serves is taken before any page renders:
// a browser caches it for a year under its hash, and lays the overrides of the page's data over it.
const bundled = new Map<string, { json: string; version: string }>();
for (const [lng, namespaces] of Object.entries(resources))
  for (const [ns, strings] of Object.entries(namespaces)) {
    const json = JSON.stringify(strings);
    const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
    bundled.set(`${lng}/${ns}`, { json, version });
  }

/** One namespace of one language as bundled, as JSON (undefined when there is no such file). */
export function bundledStrings(lng: string, ns: string): string | undefined {
  return bundled.get(`${lng}/${ns}`)?.json;
}

/** The content hash of one namespace in one language (undefined when there is no such file). */
export function localeVersion(lng: string, ns: string): string | undefined {
  return bundled.get(`${lng}/${ns}`)?.version;
}

/** The content hashes of one language's namespaces, for the browser to build cacheable URLs. */
export function localeVersions(lng: string): Readonly<Record<string, string>> {
  // Made once per language: every page asks for its own (entry.server.tsx).
  let out = versionsByLanguage.get(lng);
  if (!out) {
    out = Object.fromEntries(
      Object.keys(resources[lng] ?? {}).map((ns) => [ns, bundled.get(`${lng}/${ns}`)!.version]),
    );
    versionsByLanguage.set(lng, out);
  }
  return out;
}
const versionsByLanguage = new Map<string, Readonly<Record<string, string>>>();
