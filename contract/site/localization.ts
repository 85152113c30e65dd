// GET localization?locale_code= (docs/api-reference.md §8.29): UI string overrides by section.
import { z } from '../zod.ts';
import { requiredMessage } from '../messages.ts';

export const LocalizationQuerySchema = z.object({
  locale_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
    z.string({ error: requiredMessage('locale_code') }).regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, {
      error: 'The locale_code is not valid.',
    }),
  ),
});
export const LocalizationDataSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type LocalizationData = z.infer<typeof LocalizationDataSchema>;
