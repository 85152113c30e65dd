// One lock on the machine for the specs that change what the whole shop offers (every spec shares the one
// database): the site settings' spec withdraws a payment method while it holds it, and the online-payment
// journeys that use those methods hold it too, so neither sees the other's half-done change.
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function withShopLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `bazaar-e2e-settings-${process.env.E2E_PORT_BASE ?? '3310'}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A lock older than the longest test's timeout is a crashed run's.
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 180_000) await rm(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
