// The people behind the shop: the sellers with their stores, and the demo shop's administrator.
import { hashPassword } from '../../account/password.ts';
import { DEMO_ADMIN } from '../../admin/create.ts';
import { STORES } from './catalog-data.ts';
import { iconSvg } from './images.ts';
import { slugify } from './random.ts';
import { insertReturningIds, iso, type SeedContext } from './rows.ts';

/**
 * The demo sellers' password (docs/operations.md "The first admin"): `seller1@bazaar.example` runs the first
 * demo store's workspace at /seller, and so on. For local use only, like the demo admin's.
 */
const DEMO_SELLER_PASSWORD = 'bazaar-seller-1';

/** One seller account and one store per demo store; returns the store ids. */
export async function seedStores({ db, images, now, ts }: SeedContext): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_SELLER_PASSWORD);
  const sellerIds = await insertReturningIds(
    db,
    'users',
    STORES.map((s, i) => ({
      name: `${s.name} owner`,
      email: `seller${i + 1}@bazaar.example`,
      password_hash: passwordHash,
      verified: 1,
      role: 'seller',
      ...ts,
    })),
  );
  return insertReturningIds(
    db,
    'stores',
    STORES.map((s, i) => {
      const slug = slugify(s.name);
      images.pair(
        `store-${slug}.svg`,
        iconSvg(s.name.slice(0, 1), s.hue),
        iconSvg(s.name.slice(0, 1), s.hue),
      );
      const created = new Date(now.getTime() - (400 + i * 97) * 86400000);
      return {
        user_id: sellerIds[i]!,
        name: s.name,
        slug,
        image: `store-${slug}.svg`,
        meta_title: s.name,
        meta_description: `${s.name} on Bazaar`,
        whatsapp_btn: s.whatsapp ? 1 : 0,
        whatsapp_number: s.whatsapp ?? null,
        whatsapp_default_msg: s.whatsapp ? 'Hello! I have a question about a product.' : null,
        status: 1,
        created_at: iso(created),
        updated_at: ts.updated_at,
      };
    }),
  );
}

/** The demo shop's administrator (docs/operations.md "The first admin"; local use only). */
export async function seedAdmin({ db, ts }: SeedContext): Promise<void> {
  await db
    .insertInto('users')
    .values({
      name: DEMO_ADMIN.name,
      first_name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      password_hash: await hashPassword(DEMO_ADMIN.password),
      role: 'admin',
      verified: 1,
      ...ts,
    })
    .execute();
}
