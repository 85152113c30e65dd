// A seller's own store in the mock API (issue 34): the demo seller's store profile (a name another store
// holds — "Taken Store" — is refused), its logo and banner (a file that starts as a JPEG, PNG or WebP is
// taken, anything else refused as the API refuses bytes that are not an image), and the dashboard's figures.
import { sellerStoreEndpoints as E, StoreProfileMessages as M } from '#contract/stores/seller.ts';
import type { z } from '#contract/zod.ts';
import type { StoreProfileSchema } from '#contract/stores/seller.ts';
import { formError, ok } from '#contract/envelope.ts';
import { mockCell, MOCK_SELLER } from './identity.ts';
import { mock } from './mock.ts';

type Profile = z.output<typeof StoreProfileSchema>;

const profile = mockCell((): Profile => ({
  ...MOCK_SELLER.store,
  logo: null,
  banner: null,
  contact_email: 'hello@nadia.test',
  contact_phone: null,
  description: 'Handmade lamps and ceramics.',
  shipping_policy: null,
  return_policy: null,
  translations: { fr: {}, ar: { description: 'مصابيح وخزف مصنوعة يدويًا.' }, tr: {}, hi: {} },
}));

const picture = (which: 'logo' | 'banner') =>
  mock(which === 'logo' ? E.sellerStoreLogo : E.sellerStoreBanner, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('image');
    if (!(file instanceof File) || file.size === 0) return formError(M.pictureMissing);
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const image =
      (head[0] === 0xff && head[1] === 0xd8) ||
      (head[0] === 0x89 && head[1] === 0x50) ||
      (head[0] === 0x52 && head[1] === 0x49);
    if (!image) return formError(M.pictureType);
    const name = `stores/mock-${which}.webp`;
    profile.set({ ...profile.get(), [which]: name });
    return ok({ picture: which, image: name }, M.pictureSaved);
  });

export const sellerStoreHandlers = [
  ...mock(E.sellerStore, () => ok(profile.get())),
  ...mock(E.sellerStoreSave, ({ body }) => {
    if (body.name.toLowerCase() === 'taken store') return formError(M.nameTaken);
    const { translations, ...rest } = body;
    const next: Profile = {
      ...profile.get(),
      contact_email: null,
      contact_phone: null,
      description: null,
      shipping_policy: null,
      return_policy: null,
      ...rest,
      translations: { fr: {}, ar: {}, tr: {}, hi: {}, ...translations },
    };
    profile.set(next);
    return ok(next, M.saved);
  }),
  ...picture('logo'),
  ...picture('banner'),
  ...mock(E.sellerStorePictureRemove, ({ body }) => {
    if (!profile.get()[body.picture]) return formError(M.noPicture);
    profile.set({ ...profile.get(), [body.picture]: null });
    return ok({ picture: body.picture }, M.pictureRemoved);
  }),
  ...mock(E.sellerDashboard, () =>
    ok({
      currency: 'USD',
      sales: { today: 4500, days7: 12_990, days30: 48_250 },
      waiting: 2,
      low_stock: {
        total: 1,
        rows: [
          {
            inventory_id: 1,
            product_id: 1,
            product: 'Mock Lamp',
            sku: 'LAMP-R',
            variant: 'Red',
            quantity: 3,
            store: MOCK_SELLER.store,
          },
        ],
      },
      balance: { available: 20_000, held: 7_500 },
    }),
  ),
];
