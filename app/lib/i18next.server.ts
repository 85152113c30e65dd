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
  const page: PageI18n = {
    instance,
    used: recordNamespaces(instance),
    release: () => {
      if (pool.length < MAX_IDLE && !pool.includes(page)) pool.push(page);
    },
  };
  return page;
}

/** Every namespace a lookup touches (`t('orders:title')` as well as `useTranslation`), into the set returned. */
function recordNamespaces(instance: i18n): Set<string> {
  const used = new Set<string>();
  // i18next's types leave out the store's lookup; every `t` goes through it with the namespace it reads.
  type Lookup = (lng: string, ns: string, key: string, options?: unknown) => unknown;
  const store = instance.services.resourceStore as unknown as { getResource: Lookup };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    used.add(ns);
    return getResource(lng, ns, key, options);
  };
  return used;
}
