// The browser's i18next (decision 087): the part of i18next's API that react-i18next, remix-i18next and this
// app use — namespaces fetched per language, `t` with i18next's lookup, interpolation and plural rules —
// in about 1.5 kB gzip where i18next itself is 15 kB on every page. The server keeps i18next, and
// i18n-browser.test.ts checks that both give the same string for every key of every language (a
// difference would be a hydration mismatch). Not supported, because no string or call here uses them:
// nesting (`$t(…)`), formatters (`{{x, number}}`), context, ordinal plurals, returnObjects.

type Strings = { [key: string]: unknown };
export type ReadStrings = (lng: string, ns: string) => Promise<Strings>;
type TOptions = {
  ns?: string | readonly string[];
  lng?: string | null;
  count?: unknown;
  defaultValue?: unknown;
  [name: string]: unknown;
};
type Listener = (...args: unknown[]) => void;

// i18next reads `a:b` as namespace `a` only in keys that look like paths, not sentences (looksLikeObjectPath).
const SENTENCE = /( |,|\?|!|;)/;
function looksLikePath(key: string): boolean {
  if (!SENTENCE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !SENTENCE.test(key.slice(0, dot));
}

function getPath(obj: unknown, path: string[]): unknown {
  let current = obj;
  for (const part of path) {
    if (!current || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Strings)[part];
  }
  return current;
}

// i18next's deepFind: keys that hold dots themselves (`{"a.b": "x"}`) are found too.
function deepFind(obj: Strings | undefined, path: string): unknown {
  if (!obj) return undefined;
  if (obj[path]) return obj[path];
  const tokens = path.split('.');
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? '.' : '') + tokens[j];
      next = (current as Strings)[nextPath];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1)
          continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

function interpolate(text: string, data: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = getPath(data, key.split('.')) ?? deepFind(data, key);
    if (value === undefined) return Object.hasOwn(data, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

// One Intl.PluralRules per language: every counted string asked for it twice, and a page's cards count
// (decision 115). null where the language has none.
const plurals = new Map<string, Intl.PluralRules | null>();
function pluralRules(lng: string): Intl.PluralRules | null {
  let rules = plurals.get(lng);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = null;
    }
    plurals.set(lng, rules);
  }
  return rules;
}

export class BrowserI18n {
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  isInitialized = false;
  options: { defaultNS: string; ns: string[]; react: Record<string, unknown> };
  // react-i18next binds store events only when asked to (bindI18nStore), and logs through services if any.
  store = { on() {}, off() {} };
  services = {};
  private data: Record<string, Record<string, Strings>> = {};
  /** `lng|ns` → the load in flight, or true once it ended (loaded, or failed: its keys then show). */
  private loads = new Map<string, Promise<void> | true>();
  private listeners = new Map<string, Set<Listener>>();

  constructor(
    private read: ReadStrings,
    options: { lng: string; ns: string[]; defaultNS: string; react: Record<string, unknown> },
  ) {
    this.options = { defaultNS: options.defaultNS, ns: options.ns, react: options.react };
    this.setLanguage(options.lng);
  }

  use(module: { type: string; init?: (instance: never) => void }): this {
    if (module.type === '3rdParty') module.init?.(this as never);
    return this;
  }

  async init(): Promise<void> {
    await this.loadNamespaces(this.options.ns);
    this.isInitialized = true;
    this.emit('initialized', this.options);
  }

  on(event: string, listener: Listener) {
    for (const e of event.split(' ')) {
      if (!this.listeners.has(e)) this.listeners.set(e, new Set());
      this.listeners.get(e)!.add(listener);
    }
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]) {
    for (const l of [...(this.listeners.get(event) ?? [])]) l(...args);
  }

  private setLanguage(lng: string) {
    this.language = this.resolvedLanguage = lng;
    this.languages = [lng];
  }

  private load(lng: string, ns: string): Promise<void> | true {
    const id = `${lng}|${ns}`;
    const known = this.loads.get(id);
    if (known) return known;
    const attempt = async (tries: number): Promise<void> => {
      try {
        this.addResourceBundle(lng, ns, await this.read(lng, ns), false, true);
      } catch {
        // i18next's backend retries a failed read too; after that the namespace counts as loaded.
        if (tries > 1) {
          await new Promise((r) => setTimeout(r, 350));
          return attempt(tries - 1);
        }
      }
      this.loads.set(id, true);
      this.emit('loaded', { [lng]: { [ns]: true } });
    };
    const pending = attempt(3);
    this.loads.set(id, pending);
    return pending;
  }

  loadNamespaces(ns: string | readonly string[], callback?: (error?: unknown) => void) {
    const list = typeof ns === 'string' ? [ns] : ns;
    for (const n of list) if (!this.options.ns.includes(n)) this.options.ns.push(n);
    const done = Promise.all(list.map((n) => this.load(this.language, n))).then(() => {});
    if (callback) void done.then(() => callback());
    return done;
  }

  hasLoadedNamespace(ns: string, options: { lng?: string } = {}): boolean {
    const lng = options.lng ?? this.language;
    return this.isInitialized && this.loads.get(`${lng}|${ns}`) === true;
  }

  async changeLanguage(lng: string) {
    const used = (this as { reportNamespaces?: { getUsedNamespaces(): string[] } })
      .reportNamespaces;
    const ns = new Set([...this.options.ns, ...(used?.getUsedNamespaces() ?? [])]);
    await Promise.all([...ns].map((n) => this.load(lng, n)));
    this.setLanguage(lng);
    this.emit('languageChanged', lng);
    return this.getFixedT(null, null);
  }

  /** One language's namespace as stored (i18next's own object, not a copy). */
  getResourceBundle(lng: string, ns: string): Strings | undefined {
    return this.data[lng]?.[ns];
  }

  /** Deep-merges like i18next when `deep`, else replaces top-level entries (as a backend load does). */
  addResourceBundle(
    lng: string,
    ns: string,
    strings: Strings,
    deep?: boolean,
    overwrite?: boolean,
  ) {
    const target = ((this.data[lng] ??= {})[ns] ??= {});
    const merge = (into: Strings, from: Strings) => {
      for (const [k, v] of Object.entries(from)) {
        const here = into[k];
        if (deep && here && v && typeof here === 'object' && typeof v === 'object')
          merge(here as Strings, v as Strings);
        else if (overwrite || !deep || here === undefined)
          into[k] = v && typeof v === 'object' ? structuredClone(v) : v;
      }
    };
    merge(target, strings);
    if (!this.options.ns.includes(ns)) this.options.ns.push(ns);
    return this;
  }

  getFixedT(lng: string | null, ns: string | readonly string[] | null, keyPrefix?: string) {
    return (key: string | string[], opts?: string | TOptions) => {
      const o: TOptions = typeof opts === 'string' ? { defaultValue: opts } : { ...opts };
      o.lng ||= lng;
      o.ns ||= ns ?? undefined;
      const prefixed = (k: string) => (keyPrefix ? `${keyPrefix}.${k}` : k);
      return this.t(Array.isArray(key) ? key.map(prefixed) : prefixed(key), o);
    };
  }

  t(keys: string | string[] | null | undefined, options: TOptions = {}): string {
    if (keys === undefined || keys === null) return '';
    const list = Array.isArray(keys) ? keys : [keys];
    const lng = options.lng || this.language;
    let key = '';
    let found: unknown;
    for (const candidate of list) {
      ({ key, found } = this.resolve(candidate, lng, options));
      if (found !== undefined) break;
    }
    if (found !== undefined && found !== null && typeof found === 'object')
      return `key '${key} (${this.language})' returned an object instead of string.`;
    let text = found;
    if (text === undefined) {
      const count = options.count;
      const plural = typeof count === 'number' ? this.pluralSuffix(lng, count) : '';
      const fallback =
        (count === 0 && typeof count === 'number' && options.defaultValue_zero) ||
        options[`defaultValue${plural}`] ||
        options.defaultValue;
      const hasDefault = Object.keys(options).some(
        (k) => k.startsWith('defaultValue') && options[k] !== undefined,
      );
      text = hasDefault ? fallback : key;
    }
    return typeof text === 'string' ? interpolate(text, options) : (text as string);
  }

  private pluralSuffix(lng: string, count: number): string {
    const rules = pluralRules(lng);
    return rules ? `_${rules.select(count)}` : '';
  }

  private resolve(raw: string, lng: string, options: TOptions) {
    let key = raw;
    let namespaces = options.ns ?? this.options.defaultNS;
    if (key.includes(':') && looksLikePath(key)) {
      const parts = key.split(':');
      namespaces = parts.shift()!;
      key = parts.join('.');
    }
    const lookups = [key];
    if (typeof options.count === 'number') {
      lookups.unshift(key + this.pluralSuffix(lng, options.count));
      if (options.count === 0) lookups.unshift(`${key}_zero`);
    }
    for (const ns of typeof namespaces === 'string' ? [namespaces] : namespaces) {
      const strings = this.data[lng]?.[ns];
      for (const k of lookups) {
        const value = getPath(strings, k.split('.')) || deepFind(strings, k);
        if (value !== undefined && value !== null) return { key, found: value };
      }
    }
    return { key, found: undefined as unknown };
  }
}
