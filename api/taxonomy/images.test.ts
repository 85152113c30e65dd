// A category's and a brand's picture (issue 33) on SQLite and PostgreSQL: staff upload one (judged by its
// bytes, stored as WebP without metadata with its thumbnail through the file store), the shop shows it, the
// one it replaces leaves the store; a forged file is refused; anyone else gets the 404 and nothing changes.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TaxonomyImageMessages as M } from '#contract/taxonomy/images.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { demoAdminToken, insertVerifiedUser, useApiOver } from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('taxonomy pictures on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let admin = '';
  let shopper = '';
  beforeAll(async () => {
    admin = await demoAdminToken(fx.api);
    const id = await insertVerifiedUser(fx.tdb.db, {
      name: 'S',
      email: `tx-${dialect}@example.com`,
    });
    shopper = (await issueToken(fx.tdb.db, id, new Date())).token;
  });

  async function upload(token: string, kind: string, id: number, bytes: Uint8Array) {
    const form = new FormData();
    form.append('id', String(id));
    form.append(
      'image',
      new File([bytes as Uint8Array<ArrayBuffer>], 'x.jpg', { type: 'image/jpeg' }),
    );
    const res = await fx.api.request(`/admin/${kind}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as { status: number; data: { image: string; form?: string[] } };
  }
  const photo = async () =>
    new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#5a5' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'owner' } } })
        .jpeg()
        .toBuffer(),
    );

  it('stores a category’s and a brand’s picture as WebP without metadata; the next replaces it', async () => {
    for (const kind of ['categories', 'brands'] as const) {
      const row = await fx.tdb.db
        .selectFrom(kind)
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const first = await upload(admin, kind, row.id, await photo());
      expect(first.status, JSON.stringify(first)).toBe(200);
      const bytes = await fx.tdb.files.get(first.data.image);
      const meta = await sharp(bytes!).metadata();
      expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
      expect(await fx.tdb.files.get(`thumb-${first.data.image}`)).not.toBeNull();
      const saved = await fx.tdb.db
        .selectFrom(kind)
        .select('image')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(saved.image).toBe(first.data.image);
      const second = await upload(admin, kind, row.id, await photo());
      expect(second.status).toBe(200);
      expect(await fx.tdb.files.get(first.data.image)).toBeNull();
      const audit = await fx.tdb.db
        .selectFrom('admin_audit')
        .select('action')
        .where('subject_id', '=', row.id)
        .where('action', 'like', '%:image')
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses a forged file, and answers a shopper and a visitor 404 without changing anything', async () => {
    const row = await fx.tdb.db
      .selectFrom('brands')
      .select(['id', 'image'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const forged = await upload(
      admin,
      'brands',
      row.id,
      new TextEncoder().encode('<svg onload=x()>'),
    );
    expect(forged.data.form).toContain(M.type);
    expect((await upload(shopper, 'brands', row.id, await photo())).status).toBe(404);
    expect((await upload('', 'brands', row.id, await photo())).status).toBe(404);
    expect((await upload(admin, 'brands', 999999, await photo())).status).toBe(404);
    const after = await fx.tdb.db
      .selectFrom('brands')
      .select('image')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.image).toBe(row.image);
  });
});
