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
 * the one before it. nginx picks an instance once it has read a request (a POST's whole body), and logs when
 * the request began, in milliseconds of its clock (read once per round of its event loop, so requests
 * read together share one): only requests whose turn is certain are compared — one that began when nothing
 * else was in flight and that no other began beside (a POST: while its body came), after one that also
 * began alone.
 * Requests a browser sends together (its data and route manifests) are left out. Returns how many pairs
 * were compared.
 */
export function expectAlternation(entries: Proxied[], instances: readonly Instance[]): number {
  const counts = instances.map((i) => entries.filter((e) => answeredBy(e) === i.address).length);
  expect(
    counts.every((n) => n >= 3),
    `requests per instance: ${counts.join(', ')}`,
  ).toBe(true);
  const MS = 1; // the log's rounding
  // alone[i]: nothing that began before entries[i] was still in flight when it began.
  let lastEnd = -Infinity;
  const alone = entries.map((e) => {
    const free = e.start > lastEnd + MS;
    lastEnd = Math.max(lastEnd, e.end);
    return free;
  });
  let compared = 0;
  const same: string[] = [];
  for (let i = 1; i < entries.length; i++) {
    const prev = entries[i - 1]!;
    const cur = entries[i]!;
    const next = entries[i + 1];
    if (!alone[i] || !alone[i - 1]) continue;
    // Another request that began with it (a GET's turn comes as it begins, a POST's once its body is in).
    const read = cur.method === 'GET' || cur.method === 'HEAD';
    if (next && next.start <= (read ? cur.start : cur.end) + MS) continue;
    compared++;
    if (answeredBy(prev) === answeredBy(cur))
      same.push(
        `${prev.method} ${prev.uri} → ${cur.method} ${cur.uri} (${answeredBy(cur)}), among:\n` +
          entries
            .slice(Math.max(0, i - 4), i + 3)
            .map((e) => `  ${e.start}–${e.end} ${e.upstreams.join(', ')} ${e.method} ${e.uri}`)
            .join('\n'),
      );
  }
  expect(same, 'consecutive requests answered by the same instance').toEqual([]);
  return compared;
}
