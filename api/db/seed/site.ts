// The site: its settings (docs/spec.md §9 defaults), languages, logos, pages and the header and footer links.
import { STARTER_SETTING } from '#contract/site/common.ts';
import { PAGES, SEED_TR, SITE_META_TITLE, SITE_TR } from './catalog-data.ts';
import { badgeSvg, iconSvg, logoSvg, productSvg } from './images.ts';
import { slugify } from './random.ts';
import { insertMany, insertReturningIds, type SeedContext } from './rows.ts';

export async function seedSite({ db, images, addTr }: SeedContext): Promise<void> {
  images.write('default-image.svg', productSvg(0, 200, 5, 600));
  images.write('thumb-default-image.svg', productSvg(0, 200, 5, 300));
  images.write('logo.svg', logoSvg('Bazaar', 190));
  images.write('logo-light.svg', logoSvg('Bazaar', 190, false));
  images.write('favicon.svg', iconSvg('B', 190));
  await insertMany(db, 'settings', [
    {
      key: 'site_setting',
      value: JSON.stringify({
        site_name: 'Bazaar',
        site_url: '',
        meta_title: SITE_META_TITLE,
        meta_description: 'Thousands of products from independent shops, delivered to your door.',
        meta_keywords: 'marketplace, online shop, electronics, fashion, groceries',
        copyright_text: '© 2026 Bazaar. All rights reserved.',
        header_logo: 'logo.svg',
        footer_logo: 'logo-light.svg',
        email_logo: 'logo.svg',
        favicon: 'favicon.svg',
        primary_color: '#0e7490',
        primary_hover_color: '#155e75',
        styling: '',
      }),
    },
    {
      key: 'setting',
      value: JSON.stringify({
        currency: 'USD',
        currency_icon: '$',
        currency_position: 1,
        decimal_format: 'en-US',
        phone: '+1 555 0100',
        email: 'hello@bazaar.example',
        address_1: '12 Spice Market Street',
        address_2: '',
        city: 'Istanbul',
        state: '34',
        zip: '34110',
        country: 'TR',
        ...STARTER_SETTING,
        // Staff's switches (decision 141): a sign-in shows when on here and its variables are set.
        google_login: 1,
        facebook_login: 1,
        enable_ga: 0,
        ga_id: '',
        enable_pixel: 0,
        pixel_id: '',
        time_zone: 'UTC',
      }),
    },
    {
      key: 'payment_gateway',
      value: JSON.stringify({
        default: 2,
        cash_on_delivery: 1,
        bank: 1,
        // Offered by staff (decision 141); an online one is chosen only while its provider runs.
        razorpay: 1,
        stripe: 1,
        paypal: 1,
        flutterwave: 1,
        iyzico_payment: 1,
        payfast: 1,
        bank_name: 'Bosphorus Trade Bank',
        account_name: 'Bazaar Marketplace Ltd',
        account_number: 'TR12 0006 2000 1234 0006 2999 01',
        branch_name: 'Karaköy',
      }),
    },
  ]);
  await insertMany(db, 'languages', [
    { code: 'en', name: 'English', direction: 'ltr', is_default: 1, sort: 0 },
    { code: 'fr', name: 'Français', direction: 'ltr', is_default: 0, sort: 1 },
    { code: 'ar', name: 'العربية', direction: 'rtl', is_default: 0, sort: 2 },
    { code: 'tr', name: 'Türkçe', direction: 'ltr', is_default: 0, sort: 3 },
    { code: 'hi', name: 'हिन्दी', direction: 'ltr', is_default: 0, sort: 4 },
  ]);
  for (const [field, tr] of Object.entries(SITE_TR)) addTr('site_setting', 1, field, tr);
}

/** Pages, footer links, header links and footer icons. */
export async function seedPages({ db, images, ts, addTr }: SeedContext): Promise<void> {
  const pageIds = await insertReturningIds(
    db,
    'pages',
    PAGES.map((p) => ({
      slug: p.slug,
      title: p.title,
      description: p.body,
      // No meta title: the page title (translated) is used, the shop's name added once.
      meta_title: null,
      meta_description: p.title,
      page_from_component: p.component ? 1 : 2,
      status: 1,
      ...ts,
    })),
  );
  PAGES.forEach((p, k) => {
    addTr('pages', pageIds[k]!, 'title', p.tr);
    if (!p.component) addTr('pages', pageIds[k]!, 'description', p.bodyTr);
  });
  await insertMany(
    db,
    'footer_links',
    PAGES.map((p, k) => ({
      type: p.group === 'services' ? 1 : 2,
      page_id: pageIds[k]!,
      sort: k,
    })),
  );
  const headerIds = await insertReturningIds(db, 'header_links', [
    { type: 1, title: 'Sell on Bazaar', url: '/seller/register', sort: 0 },
    { type: 1, title: 'Track your order', url: '/track-order', sort: 1 },
    { type: 2, title: 'Flash sale', url: '/flash-sale', sort: 0 },
    { type: 2, title: 'Help', url: '/page/faq', sort: 1 },
  ]);
  headerIds.forEach((hid, k) => addTr('header_links', hid, 'title', SEED_TR.headerLinks[k]!));
  const icons = [
    [1, 'Visa', 'VISA', 230, null],
    [1, 'Mastercard', 'MC', 20, null],
    [1, 'PayPal', 'PayPal', 210, null],
    [1, 'Cash on delivery', 'COD', 140, null],
    [2, 'Facebook', 'f', 220, 'https://www.facebook.com/'],
    [2, 'Instagram', 'IG', 320, 'https://www.instagram.com/'],
    [2, 'X', 'X', 0, 'https://x.com/'],
    [2, 'YouTube', '▶', 0, 'https://www.youtube.com/'],
  ] as const;
  await insertMany(
    db,
    'footer_images',
    icons.map(([type, title, text, hue, link], k) => {
      const name = `${type === 1 ? 'pay' : 'social'}-${slugify(title)}.svg`;
      images.write(name, type === 1 ? badgeSvg(text, hue) : iconSvg(text, hue));
      images.write(`thumb-${name}`, type === 1 ? badgeSvg(text, hue) : iconSvg(text, hue));
      return { type, title, image: name, link, status: 1, sort: k };
    }),
  );
}
