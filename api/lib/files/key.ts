// A store's keys: ours only (api/lib/files/index.ts), so a key that is not one is a bug, refused loudly.

/** Slash-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot (no `..`). */
const KEY = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key))
    throw new Error(`Not a file key of ours: ${JSON.stringify(key)}`);
  return key;
}

/** `base` with exactly one trailing slash. */
export const withSlash = (base: string) => base.replace(/\/*$/, '/');
