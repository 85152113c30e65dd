// The demo marketplace's vocabulary. Invented brands and models; believable products; real translations.
import data from './catalog-data.json' with { type: 'json' };

export type Tr = { fr: string; ar: string; tr: string; hi: string };
export type Sub = {
  title: string;
  tr: Tr;
  nouns: { en: string; tr?: Tr }[];
  models: string[];
  specs?: string[];
  price: [number, number]; // major units
  attrs: ('Color' | 'Size' | 'Storage' | 'Shoe size' | 'Weight')[];
  glyph: number;
  tags: string[];
};
export type Top = { title: string; tr: Tr; hue: number; subs: Sub[] };

const t = (fr: string, ar: string, tr: string, hi: string): Tr => ({ fr, ar, tr, hi });

// The category tree, the brands, the stores and the shop's pages are pure data, kept in catalog-data.json.
export const CATEGORIES = data.categories as Top[];
export const BRANDS: { title: string; hue: number; tops: string[] }[] = data.brands;
export const STORES: { name: string; hue: number; tops: string[]; whatsapp?: string }[] =
  data.stores;

/** The seed's other translated titles (collections, flash sales, sliders, features, banners by index, header links). */
export const SEED_TR: {
  collections: Tr[];
  flashSales: Tr[];
  sliders: Tr[];
  features: Tr[];
  banners: Record<string, Tr>;
  headerLinks: Tr[];
} = data.translations;

export const ATTRIBUTE_VALUES: Record<string, string[]> = {
  Color: ['Black', 'Silver', 'Blue', 'Red', 'White', 'Green'],
  Size: ['S', 'M', 'L', 'XL'],
  Storage: ['128GB', '256GB', '512GB'],
  'Shoe size': ['39', '40', '41', '42', '43', '44'],
  Weight: ['250 g', '500 g', '1 kg'],
};

export const ATTRIBUTE_TR: Record<string, Tr> = {
  Color: t('Couleur', 'اللون', 'Renk', 'रंग'),
  Size: t('Taille', 'المقاس', 'Beden', 'साइज़'),
  Storage: t('Stockage', 'السعة', 'Depolama', 'स्टोरेज'),
  'Shoe size': t('Pointure', 'مقاس الحذاء', 'Ayakkabı numarası', 'जूते का साइज़'),
  Weight: t('Poids', 'الوزن', 'Ağırlık', 'वज़न'),
};

type Page = {
  slug: string;
  title: string;
  tr: Tr;
  body: string;
  bodyTr: Tr;
  component?: string;
  group?: 'services' | 'about';
};
export const PAGES = data.pages as Page[];

/** The demo home page's title (site meta title) and its translations (migration 0009 adds them too). */
export const SITE_META_TITLE = 'Bazaar — independent shops, one marketplace';
export const SITE_META_TITLE_TR = t(
  'Bazaar — des boutiques indépendantes, une seule place de marché',
  'بازار — متاجر مستقلة في سوق واحد',
  'Bazaar — bağımsız mağazalar, tek pazaryeri',
  'बाज़ार — स्वतंत्र दुकानें, एक मार्केटप्लेस',
);

export const SITE_TR = {
  site_name: t('Bazaar', 'بازار', 'Bazaar', 'बाज़ार'),
  meta_title: SITE_META_TITLE_TR,
  copyright_text: t(
    '© 2026 Bazaar. Tous droits réservés.',
    '© 2026 بازار. جميع الحقوق محفوظة.',
    '© 2026 Bazaar. Tüm hakları saklıdır.',
    '© 2026 बाज़ार। सर्वाधिकार सुरक्षित।',
  ),
  meta_description: t(
    'Des milliers de produits de boutiques indépendantes, livrés chez vous.',
    'آلاف المنتجات من متاجر مستقلة تصلك إلى بابك.',
    'Bağımsız mağazalardan binlerce ürün, kapınıza kadar.',
    'स्वतंत्र दुकानों के हज़ारों उत्पाद, आपके दरवाज़े तक।',
  ),
};
