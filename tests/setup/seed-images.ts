// Vitest's global setup: one seed of the demo shop before the test files start, so that its pictures are in
// this machine's cache (api/db/seed/images.ts, decision 113) before files seeding in parallel need them.
import { createTestDatabase } from '../../api/db/test-db.ts';

export default async function warmSeedImages() {
  const db = await createTestDatabase('sqlite', { seed: 320 });
  await db.close();
}
