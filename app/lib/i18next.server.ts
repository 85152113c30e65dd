// The server's i18next. The URL decides the language (English unprefixed). Every language's strings are
// bundled (i18n-resources.server.ts), so an instance is ready as soon as it is initialised; initialising one
// is the costly part (a dozen loggers, rules and stores), so it happens once per language, never per request
// (issue 18: remix-i18next's `getFixedT` made a new instance on each call, two or three a page).
import { createInstance, type i18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#contract/codes.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';

const supported = (lng: string) =>
  (LANGUAGE_CODES as readonly string[]).includes(lng) ? lng : DEFAULT_LANGUAGE;

function newInstance(lng: string, forReact = false): Promise<i18n> {
  const instance = createInstance();
  if (forReact) instance.use(initReactI18next);
  return instance.init({ ...i18nConfig, lng }).then(() => instance);
}

// Loaders and actions only read through `getFixedT`, which never changes the instance's language.
const shared = new Map<string, Promise<i18n>>();

export const i18next = {
  /** The request's language: its URL's prefix, else English. */
  getLocale: async (request: Request): Promise<string> =>
    languageFromPath(new URL(request.url).pathname),

  /** A `t` bound to a language and namespaces, from that language's one shared instance. */
  async getFixedT(lng: string, ns: string | readonly string[]): Promise<TFunction> {
    const language = supported(lng);
    let instance = shared.get(language);
    if (!instance) shared.set(language, (instance = newInstance(language)));
    return (await instance).getFixedT(language, ns as string | string[]);
  },
};

/** An instance that renders one page at a time and records the namespaces the page looked up. */
export type PageI18n = { instance: i18n; used: Set<string>; release: () => void };

// A render keeps its instance until the document has streamed to the end; then it goes back here for the
// next page in that language. Concurrent renders each take their own (the pool grows to the concurrency).
const idle = new Map<string, PageI18n[]>();
const MAX_IDLE = 16;

/** Takes an idle instance for `lng` (or makes one); `release()` once the page has been rendered. */
export async function takePageI18n(lng: string): Promise<PageI18n> {
  const language = supported(lng);
  const pool = idle.get(language) ?? [];
  idle.set(language, pool);
  const ready = pool.pop();
  if (ready) {
    ready.used.clear();
    return ready;
  }
  const instance = await newInstance(language, true);
  const used = recordNamespaces(instance);
  rememberPlainStrings(instance, language, used);
  const page: PageI18n = {
    instance,
    used,
    release: () => {
      if (pool.length < MAX_IDLE && !pool.includes(page)) pool.push(page);
    },
  };
  return page;
}

// The namespaces read by the lookup under way (see rememberPlainStrings), else null.
let reading: string[] | null = null;

/** Every namespace a lookup touches (`t('orders:title')` as well as `useTranslation`), into the set returned. */
function recordNamespaces(instance: i18n): Set<string> {
  const used = new Set<string>();
  // i18next's types leave out the store's lookup; every `t` goes through it with the namespace it reads.
  type Lookup = (lng: string, ns: string, key: string, options?: unknown) => unknown;
  const store = instance.services.resourceStore as unknown as { getResource: Lookup };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    used.add(ns);
    reading?.push(ns);
    return getResource(lng, ns, key, options);
  };
  return used;
}

type Remembered = { value: unknown; namespaces: string[] };

/** Options made of strings, numbers and booleans only (a count, a default, a value to fill in), as text. */
function plainOptions(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  for (const v of Object.values(options))
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
  return `\u0000${JSON.stringify(options)}`;
}
// Per language: a string looked up with plain options or none, by namespaces, key prefix, key and options.
// The same lookup gives the same string on every page, so i18next resolves it once (issue 18: `t` was 4 % of
// a page's CPU).
const remembered = new Map<string, Map<string, Remembered>>();
const MAX_REMEMBERED = 5000;

/**
 * Makes `useTranslation`'s `t` (i18next's `getFixedT`) remember what a call with plain options answers, and
 * which namespaces it read, so a page that asks again still records them. A change of the strings (the
 * backend's overrides, `addResourceBundle`) forgets everything remembered in that language.
 */
function rememberPlainStrings(instance: i18n, language: string, used: Set<string>) {
  const memo = remembered.get(language) ?? new Map<string, Remembered>();
  remembered.set(language, memo);
  instance.store.on('added', () => memo.clear());
  // i18next's own types brand `t`; here it is only called and copied.
  type PlainT = ((...args: unknown[]) => unknown) & Record<string, unknown>;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => PlainT;
  const fixedT = (lng: unknown, ns?: unknown, keyPrefix?: string) => {
    const fixed = getFixedT(lng, ns, keyPrefix);
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${keyPrefix ?? ''}\u0000`;
    const t = (key: unknown, ...rest: unknown[]) => {
      const options = rest.length === 1 ? plainOptions(rest[0]) : rest.length ? null : '';
      if (options === null || typeof key !== 'string') return fixed(key, ...rest);
      const id = scope + key + options;
      const hit = memo.get(id);
      if (hit) {
        for (const n of hit.namespaces) used.add(n);
        return hit.value;
      }
      const namespaces: string[] = [];
      reading = namespaces;
      let value: unknown;
      try {
        value = fixed(key, ...rest);
      } finally {
        reading = null; // a lookup that throws leaves no capture behind for the next one
      }
      if (memo.size >= MAX_REMEMBERED) memo.clear();
      memo.set(id, { value, namespaces });
      return value;
    };
    const { lng: l, lngs, ns: n, keyPrefix: k } = fixed;
    return Object.assign(t, { lng: l, lngs, ns: n, keyPrefix: k });
  };
  instance.getFixedT = fixedT as unknown as i18n['getFixedT'];
}
