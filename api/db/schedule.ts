// A scheduled row's window: shown from `starts_at` until before `ends_at`, both 'YYYY-MM-DD HH:MM:SS' UTC like
// the Reader's `now` (text that sorts as time on both dialects); null is no bound. The columns are named
// unqualified, so it fits a query of one table that has them: the merchandising items (migration 0024:
// home_sliders, banners, site_features) and the home page's window of categories, brands and collections
// (migration 0030).
import { sql } from 'kysely';

export const inSchedule = (now: string) =>
  sql<boolean>`((starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now}))`;
