// A schedule's two bounds as staff type them (decision 143, extended to the home page's featured taxonomy by
// decision 151): a datetime-local value, with or without seconds, read as 'YYYY-MM-DD HH:MM:SS' UTC (the
// Reader's `now`); empty is no bound. The end must come after the start. Used by the merchandising forms
// (sliders, banners, features) and the category, brand and collection forms.
import { z } from '../zod.ts';

export const ScheduleMessages = {
  endBeforeStart: 'The end of the schedule must be after its start.',
  badDate: 'A date must be a date and time such as 2026-12-24 18:00.',
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** '2026-12-24T18:00' (a datetime-local field), with seconds or a space: 'YYYY-MM-DD HH:MM:SS' UTC. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,3})?Z?$/;
function scheduleTime(v: string): string | null {
  const m = DATE.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`)
    return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** One bound of a schedule: undefined when left empty. */
export const scheduleBound = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? (scheduleTime(v) ?? v) : v),
  z
    .string({ error: ScheduleMessages.badDate })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { error: ScheduleMessages.badDate })
    .optional(),
);

/** Refuses an end not after the start (on `ends_at`). */
export function checkScheduleOrder(
  v: { starts_at?: string; ends_at?: string },
  ctx: z.RefinementCtx,
) {
  if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: ScheduleMessages.endBeforeStart });
}
