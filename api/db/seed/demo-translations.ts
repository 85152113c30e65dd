// Demo data the first seed left in English (issue 14, item 4): two collections, the shipping options and
// the attribute values. One list, applied by the seed after it inserts the rows and by migration 0009 to
// demo databases made before: a row is found by its English title, a translation is added only where none
// exists, so a shop's own rows and own translations are never touched.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Tr = { fr: string; ar: string; tr: string; hi: string };
const t = (fr: string, ar: string, tr: string, hi: string): Tr => ({ fr, ar, tr, hi });

const DEMO_TRANSLATIONS: { table: string; title: string; tr: Tr }[] = [
  {
    table: 'collections',
    title: 'Gifts under $50',
    tr: t(
      'Cadeaux à moins de 50 $',
      'هدايا بأقل من 50 $',
      '50 $ altı hediyeler',
      '$50 से कम के उपहार',
    ),
  },
  {
    table: 'collections',
    title: 'Home office',
    tr: t('Bureau à domicile', 'المكتب المنزلي', 'Ev ofisi', 'होम ऑफ़िस'),
  },
  {
    table: 'shipping_rules',
    title: 'Standard delivery',
    tr: t('Livraison standard', 'توصيل عادي', 'Standart teslimat', 'सामान्य डिलीवरी'),
  },
  {
    table: 'shipping_rules',
    title: 'Heavy items',
    tr: t('Articles lourds', 'منتجات ثقيلة', 'Ağır ürünler', 'भारी सामान'),
  },
  {
    table: 'shipping_rules',
    title: 'Free delivery',
    tr: t('Livraison gratuite', 'توصيل مجاني', 'Ücretsiz teslimat', 'मुफ़्त डिलीवरी'),
  },
  { table: 'attribute_values', title: 'Black', tr: t('Noir', 'أسود', 'Siyah', 'काला') },
  { table: 'attribute_values', title: 'Silver', tr: t('Argent', 'فضي', 'Gümüş', 'सिल्वर') },
  { table: 'attribute_values', title: 'Blue', tr: t('Bleu', 'أزرق', 'Mavi', 'नीला') },
  { table: 'attribute_values', title: 'Red', tr: t('Rouge', 'أحمر', 'Kırmızı', 'लाल') },
  { table: 'attribute_values', title: 'White', tr: t('Blanc', 'أبيض', 'Beyaz', 'सफ़ेद') },
  { table: 'attribute_values', title: 'Green', tr: t('Vert', 'أخضر', 'Yeşil', 'हरा') },
  { table: 'attribute_values', title: '128GB', tr: t('128 Go', '128 جيجابايت', '128 GB', '128GB') },
  { table: 'attribute_values', title: '256GB', tr: t('256 Go', '256 جيجابايت', '256 GB', '256GB') },
  { table: 'attribute_values', title: '512GB', tr: t('512 Go', '512 جيجابايت', '512 GB', '512GB') },
  { table: 'attribute_values', title: '250 g', tr: t('250 g', '250 غ', '250 g', '250 ग्राम') },
  { table: 'attribute_values', title: '500 g', tr: t('500 g', '500 غ', '500 g', '500 ग्राम') },
  { table: 'attribute_values', title: '1 kg', tr: t('1 kg', '1 كغ', '1 kg', '1 किग्रा') },
];

/** Adds the missing translations of the demo rows that exist (any database, inside or outside a transaction). */
export async function addDemoTranslations(db: Kysely<Database>): Promise<void> {
  for (const d of DEMO_TRANSLATIONS) {
    const rows = await sql<{
      id: number;
    }>`SELECT id FROM ${sql.table(d.table)} WHERE title = ${d.title}`.execute(db);
    for (const { id } of rows.rows)
      for (const [lang, value] of Object.entries(d.tr)) {
        const found =
          await sql`SELECT 1 FROM translations WHERE table_name = ${d.table} AND row_id = ${id} AND lang = ${lang} AND field = 'title'`.execute(
            db,
          );
        if (!found.rows.length)
          await sql`INSERT INTO translations (table_name, row_id, lang, field, value) VALUES (${d.table}, ${id}, ${lang}, 'title', ${value})`.execute(
            db,
          );
      }
  }
}
