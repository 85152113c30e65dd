// Loader data sent to the browser as one JSON string instead of turbo-stream's indexed form (decision 108).
// Single fetch writes every object as `{"_12":34,…}` pointing into one flat array: for our plain JSON
// answers (product cards, settings) that gzips ~45 % worse than JSON itself and costs the server its
// flattening walk. A loader returns `pack(data)`; its screens read `unpack(...)`. On the server the render
// reads the very object the loader packed (no parse); in the browser each packed value is parsed once.
// Only plain JSON may be packed: no Date, Map, promise or undefined-with-meaning (a promise to stream stays
// outside the pack, next to it).

const KEY = '__json';

/** Packed loader data: the JSON text, and (for types only) what it holds. */
export type Packed<T> = { [KEY]: string; __holds?: T };

/** What a packed loader value holds; anything else is itself. */
export type Unpacked<P> = P extends { __holds?: infer T } ? Exclude<T, undefined> : P;

// Server: the object a pack was made from. Browser: the object a pack was parsed into.
const values = new WeakMap<object, unknown>();

export function pack<T>(data: T): Packed<T> {
  const packed = { [KEY]: JSON.stringify(data) } as Packed<T>;
  values.set(packed, data);
  return packed;
}

// Packs already made from a source object, per function that made them.
const made = new WeakMap<object, Map<(source: never) => unknown, Packed<unknown>>>();

/**
 * `pack(build(source))`, made once per source object and `build` (a function of the module, not a new
 * closure each time). An API answer kept for a few seconds (decision 107) is one object for every visitor,
 * so its page data is serialised once, not on every request (issue 18). What `build` returns is shared by
 * those requests: nothing may change it.
 */
export function packOnce<S extends object, T>(source: S, build: (source: S) => T): Packed<T> {
  let bySource = made.get(source);
  if (!bySource) made.set(source, (bySource = new Map()));
  let packed = bySource.get(build);
  if (!packed) bySource.set(build, (packed = pack(build(source))));
  return packed as Packed<T>;
}

const isPacked = (v: unknown): v is Packed<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)[KEY] === 'string';

/** The data of a pack (parsed once per pack); an unpacked value (a test's stub, undefined) as it is. */
export function unpack<P>(value: P): Unpacked<P> {
  if (!isPacked(value)) return value as Unpacked<P>;
  if (values.has(value)) return values.get(value) as Unpacked<P>;
  const data = JSON.parse(value[KEY]) as unknown;
  values.set(value, data);
  return data as Unpacked<P>;
}
