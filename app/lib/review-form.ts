// The review form (issue 17; docs/decisions/040): stars 1–5, the text, new photos and the photos to remove.
// Its limits are the API's (contract/reviews/schemas.ts); the photos' type and size are checked here before
// the upload, by the browser's word — the API judges them again by their bytes.
import { z } from '#contract/zod.ts';
import {
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_TYPES,
  REVIEW_MAX_IMAGES,
  REVIEW_TEXT_MAX,
  ReviewMessages,
} from '#contract/reviews/schemas.ts';
import { Messages } from '#contract/messages.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';

const RATING = 'orders:review.errors.rating';

export const ReviewFormSchema = z.object({
  rating: z
    .number({ error: RATING })
    .int({ error: RATING })
    .min(1, { error: RATING })
    .max(5, { error: RATING }),
  review: z.string().max(REVIEW_TEXT_MAX).optional(),
  images: z
    .array(
      z
        .file({ error: 'orders:review.errors.imageType' })
        .mime([...REVIEW_IMAGE_TYPES], { error: 'orders:review.errors.imageType' })
        .max(REVIEW_IMAGE_MAX_BYTES, { error: 'orders:review.errors.imageSize' }),
    )
    .max(REVIEW_MAX_IMAGES, { error: 'orders:review.errors.tooMany' })
    .optional(),
  delete_image: z.array(z.number().int().positive().max(2_147_483_647)).max(50).optional(),
});

/** The API's review messages (and the rate limit's) in the shopper's language; another backend's as they came. */
const KNOWN: Record<string, string> = {
  [ReviewMessages.saved]: 'orders:review.saved',
  [ReviewMessages.someImagesFailed]: 'orders:review.someImagesFailed',
  [ReviewMessages.rating]: RATING,
  [ReviewMessages.notDelivered]: 'orders:review.notYet',
  [ReviewMessages.cancelled]: 'orders:api.cancelledOrder',
  [ReviewMessages.notInOrder]: 'orders:review.api.notInOrder',
  [ReviewMessages.tooManyImages]: 'orders:review.errors.tooMany',
  [ReviewMessages.noReview]: 'orders:review.api.noReview',
  [Messages.tooManyRequests]: 'orders:api.tooManyRequests',
  [Messages.bodyTooLarge]: 'orders:review.errors.tooLarge',
};

export const REVIEW_FORM_MESSAGES: FormMessages = {
  required: 'account:validation.required',
  tooLong: 'account:validation.tooLong',
  label: (field) => `orders:review.fields.${field}`,
  known: KNOWN,
  // The ids of the photos to remove are checkboxes: whatever is wrong with them says one thing.
  fields: { delete_image: 'orders:review.errors.remove' },
};

export const reviewKeyOf = (message: string) => KNOWN[message];
