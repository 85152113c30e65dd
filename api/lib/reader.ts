// The request as the services see it (api/db/reader.ts): database, language header and time.
import type { Reader } from '../db/reader.ts';
import { sqlNow } from '../db/values.ts';
import { languageOf, nowOf, type Ctx } from './context.ts';

/** `header` is the language header the endpoint reads: `lang` on common, `language` elsewhere (§4.1). */
export function readerOf(c: Ctx, header: 'language' | 'lang' = 'language'): Reader {
  const { db, dialect } = c.get('deps');
  return { db, dialect, lang: languageOf(c, header), now: sqlNow(nowOf(c)) };
}
