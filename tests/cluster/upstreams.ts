// What nginx's access log (tests/cluster/cluster.ts) says about who answered: every request of a window, the
// instance that answered it, and whether the round robin alternated.
import { expect } from '@playwright/test';
import type { Instance, Proxied } from './cluster.ts';

/** The requests nginx passed on from `since` (ms) to `until`, by the time each began. */
export function window(entries: Proxied[], since: number, until = Infinity): Proxied[] {
  return entries
    .filter((e) => e.upstreams.length > 0 && e.start >= since && e.start <= until)
    .sort((a, b) => a.start - b.start);
}

/** The instance that gave the answer (the last one nginx tried). */
export const answeredBy = (e: Proxied) => e.upstreams[e.upstreams.length - 1]!;

/**
 * Round robin with no stickiness: both instances answered, and each request went to the other instance than
 * the one before it. nginx logs times in milliseconds, so only requests whose order is certain are compared:
 * a request that began at least 3 ms after the one before it, which itself began at least 3 ms after its own
 * predecessor (requests a browser sends together, its scripts' data and route manifests, are left out).
 * Returns how many pairs were compared.
 */
export function expectAlternation(entries: Proxied[], instances: readonly Instance[]): number {
  const counts = instances.map((i) => entries.filter((e) => answeredBy(e) === i.address).length);
  expect(
    counts.every((n) => n >= 3),
    `requests per instance: ${counts.join(', ')}`,
  ).toBe(true);
  const GAP = 3;
  let compared = 0;
  const same: string[] = [];
  for (let i = 1; i < entries.length; i++) {
    const prev = entries[i - 1]!;
    const cur = entries[i]!;
    const beforePrev = entries[i - 2];
    if (cur.start - prev.start < GAP) continue;
    if (beforePrev && prev.start - beforePrev.start < GAP) continue;
    compared++;
    if (answeredBy(prev) === answeredBy(cur))
      same.push(`${prev.method} ${prev.uri} → ${cur.method} ${cur.uri} (${answeredBy(cur)})`);
  }
  expect(same, 'consecutive requests answered by the same instance').toEqual([]);
  return compared;
}
