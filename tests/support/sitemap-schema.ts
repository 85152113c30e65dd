// The sitemaps.org schemas (tests/fixtures/*.xsd) as the unit tests and the e2e tests check sitemaps with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const fixtures = join(import.meta.dirname, '../fixtures');
const read = (f: string) => readFileSync(join(fixtures, f), 'utf8');

/** What xmllint finds wrong with `xml` against `schema` (none: an empty list). */
export async function schemaErrors(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const r = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [read(schema)],
    preload: [{ fileName: 'xhtml-link.xsd', contents: read('xhtml-link.xsd') }],
    maxMemoryPages: 16384,
  });
  return r.errors.map((e) => e.rawMessage);
}
