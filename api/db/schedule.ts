// A merchandising item's schedule (migration 0024): shown from `starts_at` until before `ends_at`, both
// 'YYYY-MM-DD HH:MM:SS' UTC like the Reader's `now` (text that sorts as time on both dialects); null is no
// bound. For a query of one of the scheduled tables (home_sliders, banners, site_features).
import { sql } from 'kysely';

export const inSchedule = (now: string) =>
  sql<boolean>`((starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now}))`;
