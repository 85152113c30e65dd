// Regenerates app/lib/state-names.json: the names of the states the API lists (api/site/countries.ts) in the
// storefront's other languages, from Debian's iso-codes (the ISO 3166-2 names and their translations, the
// Translation Project's; decision 127). Run on a machine with the `iso-codes` package:
//   node scripts/state-names.mjs
// A language iso-codes does not translate (Arabic and Hindi today) keeps the English names.
import { readFileSync, writeFileSync } from 'node:fs';

const ISO = '/usr/share/iso-codes/json/iso_3166-2.json';
const LANGS = ['fr', 'ar', 'tr', 'hi'];
const COUNTRIES = ['AF', 'AE', 'US', 'IN', 'TR', 'FR'];

/** A gettext .mo file's translations (msgid → msgstr). */
function readMo(file) {
  const b = readFileSync(file);
  const le = b.readUInt32LE(0) === 0x950412de;
  const u32 = (o) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const n = u32(8);
  const orig = u32(12);
  const trans = u32(16);
  const str = (table, i) =>
    b.toString('utf8', u32(table + i * 8 + 4), u32(table + i * 8 + 4) + u32(table + i * 8));
  const out = new Map();
  for (let i = 0; i < n; i++) out.set(str(orig, i), str(trans, i));
  return out;
}

const subdivisions = JSON.parse(readFileSync(ISO, 'utf8'))['3166-2'].filter((s) =>
  COUNTRIES.includes(s.code.slice(0, 2)),
);
const names = {};
for (const lang of LANGS) {
  let mo;
  try {
    mo = readMo(`/usr/share/locale/${lang}/LC_MESSAGES/iso_3166-2.mo`);
  } catch {
    console.log(`${lang}: iso-codes has no translation; English names stay`);
    continue;
  }
  const own = {};
  for (const s of subdivisions) {
    const t = mo.get(s.name);
    if (t && t !== s.name) own[s.code] = t;
  }
  names[lang] = own;
  console.log(`${lang}: ${Object.keys(own).length} of ${subdivisions.length} names translated`);
}
writeFileSync('app/lib/state-names.json', JSON.stringify(names, null, 1) + '\n');
