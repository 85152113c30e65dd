// GET reviews/{productId} (docs/api-reference.md §8.11); writing a review, rating-review/* (§7.6, §8.23).
import { z, int } from '../zod.ts';
import { BannerSchema, ReviewSchema, paginatorSchema } from '../shapes.ts';
import { qEnum, qFlag, qPage, qText } from '../query.ts';
import { mustBeOneOf, requiredMessage, tooLong } from '../messages.ts';
import { id as positiveId } from '../cart/schemas.ts';

const ORDER_COLUMNS = ['created_at', 'rating', 'id'] as const;

/** order_by and type are required by iShop; ours defaults them (created_at, desc) but refuses bad values. */
export const ReviewsQuerySchema = z.object({
  order_by: z.preprocess(
    (v) => (v === undefined || v === '' ? 'created_at' : v),
    z.enum(ORDER_COLUMNS, { error: mustBeOneOf('order_by', ORDER_COLUMNS) }),
  ),
  type: z.preprocess(
    (v) => (v === undefined || v === '' ? 'desc' : v),
    z.enum(['asc', 'desc'], { error: mustBeOneOf('type', ['asc', 'desc']) }),
  ),
  get_total: qFlag,
  time_zone: qText('time_zone', 64),
  page: qPage,
  rating: qEnum('rating', ['1', '2', '3', '4', '5']),
});

export const ReviewsDataSchema = z.object({
  all: paginatorSchema(ReviewSchema),
  total: z.array(z.object({ rating: int, total: int })).optional(),
  banner: BannerSchema.nullable().optional(),
});
export type ReviewsData = z.infer<typeof ReviewsDataSchema>;
// Writing a review (docs/api-reference.md §7.6, §8.23; docs/spec.md §3 "Review", §5, §8): `rating-review/action` and
// `rating-review/find/{productId}`. The limits are named once here: the API enforces them, the storefront's
// form checks the same before uploading.

/** JPEG or PNG, judged by their bytes, at most 1000 KB each (docs/spec.md §5, §9). */
export const REVIEW_IMAGE_MAX_BYTES = 1000 * 1024;
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Images one review keeps (those kept plus those added); 4 × 1000 KB also fits the 4 MB body limit. */
export const REVIEW_MAX_IMAGES = 4;
export const REVIEW_TEXT_MAX = 2000;

export const ReviewMessages = {
  saved: 'Thank you for your review.',
  /** Spec §8: the review is saved, some of its images were not. */
  someImagesFailed: 'Error uploading some images',
  rating: 'The rating must be a whole number from 1 to 5.',
  notDelivered: 'You can review a product once its order has been delivered.',
  cancelled: 'This order has been cancelled.',
  notInOrder: 'This product is not part of this order.',
  tooManyImages: `A review can have at most ${REVIEW_MAX_IMAGES} images.`,
  deletedImages: 'The deleted_images field must be a JSON list of {id, image}.',
  noReview: 'You have not reviewed this product yet.',
} as const;

const rating = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' ? undefined : v),
  z
    .number({
      error: (i) => (i.input === undefined ? requiredMessage('rating') : ReviewMessages.rating),
    })
    .int({ error: ReviewMessages.rating })
    .min(1, { error: ReviewMessages.rating })
    .max(5, { error: ReviewMessages.rating }),
);

/** `[{id, image}]` as a JSON string (iShop's clients send it so); ids of the caller's own review's images. */
const deletedImages = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .array(z.object({ id: positiveId('deleted_images'), image: z.string().max(500).optional() }), {
      error: ReviewMessages.deletedImages,
    })
    .max(50, { error: ReviewMessages.deletedImages }),
);

/** The text fields of `rating-review/action` (multipart: the files are read apart, as `images[]` or `images`). */
export const ReviewActionBodySchema = z.object({
  product_id: positiveId('product_id'),
  order_id: positiveId('order_id'),
  rating,
  review: z
    .string()
    .max(REVIEW_TEXT_MAX, { error: tooLong('review', REVIEW_TEXT_MAX) })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  deleted_images: deletedImages,
  user_token: z.string().optional(),
});

/** `rating-review/find/{productId}`; `order_id` (ours) picks the review of one order when there are several. */
export const ReviewFindQuerySchema = z.object({
  user_token: z.string().optional(),
  order_id: z
    .string()
    .regex(/^\d{1,10}$/, { error: requiredMessage('order_id') })
    .optional(),
});
