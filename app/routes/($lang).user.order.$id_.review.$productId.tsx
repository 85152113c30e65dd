// `/user/order/{id}/review/{productId}` (docs/spec.md §1 "Rate and review", §3 "Review", §5, §8; issue 17): the
// shopper rates a product of one of their delivered orders 1–5 with a text and photos (JPEG or PNG, at most
// 1000 KB each, at most 4), and later sees and edits that review, removing photos by their checkboxes. A
// multipart `<Form>` that works without JavaScript (post/redirect/get with a toast); the API judges the photos
// by their bytes and may keep the review while refusing some ('Error uploading some images'). Another's order,
// a product not in it, or an id that is no id is this site's 404; before delivery the page says so.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { getInputProps, getTextareaProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '#contract/codes.ts';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { reviewsEndpoints } from '#contract/reviews/endpoints.ts';
import { REVIEW_IMAGE_TYPES, ReviewMessages } from '#contract/reviews/schemas.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { requireUser } from '#app/lib/session.server.ts';
import { readSignedInForm, signedInData } from '#app/lib/signed-in.server.ts';
import { requestT, sessionExpired, statusOf } from '#app/lib/forms.server.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { REVIEW_FORM_MESSAGES, ReviewFormSchema, reviewKeyOf } from '#app/lib/review-form.ts';
import { FieldErrors, LabelledControl, PostForm, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { Thumb } from '#app/components/picture.tsx';
import { img } from '#app/lib/format.ts';
import { useLocale, useRootData } from '#app/components/use-root.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

const notFound = () => new Response('Not Found', { status: 404 });
/** The ids of the path, or a 404: only 1–10 digits reach the API. */
function idsOf(params: { id?: string; productId?: string }) {
  const ok = (v: string | undefined) => /^\d{1,10}$/.test(v ?? '') && Number(v) >= 1;
  if (!ok(params.id) || !ok(params.productId)) throw notFound();
  return { orderId: Number(params.id), productId: Number(params.productId) };
}

/** The order (the caller's, else 404), its line of the product (else 404) and the caller's review of it. */
async function reviewContext(
  request: Request,
  api: ReturnType<typeof shopApiFor>,
  ids: ReturnType<typeof idsOf>,
) {
  const r = await api.call(ordersEndpoints.orderFind, { params: { id: String(ids.orderId) } });
  const order = await signedInData(request, r);
  const line = order.ordered_products.find((l) => l.product_id === ids.productId);
  if (!line) throw notFound();
  const found = await api.call(reviewsEndpoints.reviewFind, {
    params: { id: String(ids.productId) },
    query: { order_id: String(ids.orderId) },
  });
  if (!found.ok && found.error.kind === 'down') throw unwrapOrThrow(found);
  return {
    order,
    line,
    reviewable: order.status === OrderStatus.DELIVERED && order.cancelled === 0,
    review: found.ok ? found.data : null,
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const ids = idsOf(params);
  const t = await requestT(request);
  const { order, line, reviewable, review } = await reviewContext(
    request,
    shopApiFor(request, context),
    ids,
  );
  return {
    title: t('orders:review.title'),
    order: { id: order.id, code: order.order },
    product: {
      id: ids.productId,
      title: line.product.title ?? '',
      image: line.product.image ?? null,
      slug: line.product.slug ?? null,
    },
    reviewable,
    review: review
      ? {
          rating: review.rating,
          review: review.review ?? '',
          images: review.review_images.map((i) => ({ id: i.id, image: i.image ?? null })),
        }
      : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { formData, t, api } = await readSignedInForm(request, context);
  const ids = idsOf(params);
  const submission = parseForm(formData, ReviewFormSchema, t, REVIEW_FORM_MESSAGES);
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: ['images'] }), { status: 400 });
  const { review } = await reviewContext(request, api, ids);
  const { rating, review: text, images = [], delete_image = [] } = submission.value;
  const form = new FormData();
  form.set('product_id', String(ids.productId));
  form.set('order_id', String(ids.orderId));
  form.set('rating', String(rating));
  form.set('review', text ?? '');
  // Only photos of the shopper's own review can be removed; the API checks it again.
  const removing = (review?.review_images ?? []).filter((i) => delete_image.includes(i.id));
  if (removing.length)
    form.set(
      'deleted_images',
      JSON.stringify(removing.map((i) => ({ id: i.id, image: i.image ?? '' }))),
    );
  for (const f of images) form.append('images[]', f, f.name.replace(/[\\/]/g, '_'));
  const r = await api.call(reviewsEndpoints.reviewAction, { form });
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    if (r.error.kind === 'down') throw unwrapOrThrow(r);
    const messages = r.error.messages.map((m) => {
      const key = reviewKeyOf(m);
      return key ? t(key) : m;
    });
    return data(submission.reply({ formErrors: messages, hideFields: ['images'] }), {
      status: statusOf(r.error),
    });
  }
  const lang = languageFromPath(new URL(request.url).pathname);
  const partial = r.message === ReviewMessages.someImagesFailed;
  return redirectWithToast(
    request,
    localizePath(`/user/order/${ids.orderId}/review/${ids.productId}`, lang),
    partial
      ? { type: 'error', message: t('orders:review.someImagesFailed') }
      : { type: 'success', message: t('orders:review.saved') },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function ReviewRoute() {
  const { t } = useTranslation('orders');
  const { order, product, reviewable, review } = useLoaderData<typeof loader>();
  const root = useRootData();
  const lang = useLocale();
  const [form, fields] = useShopForm({
    id: 'review',
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      rating: review ? String(review.rating) : '',
      review: review?.review ?? '',
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, ReviewFormSchema, t, REVIEW_FORM_MESSAGES),
  });
  const ratingErrors = fields.rating.errors;
  const imageErrors = [
    ...(fields.images.errors ?? []),
    ...fields.images.getFieldList().flatMap((f) => f.errors ?? []),
  ];
  const chosen = fields.rating.value ?? fields.rating.initialValue;
  return (
    <article className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <Link
        to={localizePath(`/user/order/${order.id}`, lang)}
        className="self-start text-sm underline"
      >
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>{' '}
        {t('review.back', { code: order.code })}
      </Link>
      <h1 className="text-2xl font-semibold">{t('review.title')}</h1>
      <div className="flex items-center gap-3">
        {root ? <Thumb image={product.image} images={root.site} size={72} thumb /> : null}
        <p className="font-medium">
          {product.slug ? (
            <Link
              to={localizePath(`/${product.slug}/product/${product.id}`, lang)}
              className="hover:underline"
            >
              <bdi>{product.title}</bdi>
            </Link>
          ) : (
            <bdi>{product.title}</bdi>
          )}
        </p>
      </div>
      {!reviewable ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700" data-testid="review-not-yet">
          {t('review.notYet')}
        </p>
      ) : (
        <PostForm form={form} upload className="flex flex-col gap-5">
          {review ? <p className="text-sm text-slate-600">{t('review.existing')}</p> : null}
          <fieldset
            className="flex flex-col gap-2"
            aria-invalid={ratingErrors?.length ? true : undefined}
            aria-describedby={ratingErrors?.length ? fields.rating.errorId : undefined}
          >
            <legend className="mb-1 font-medium">{t('review.fields.rating')}</legend>
            <div className="flex flex-wrap gap-2" data-testid="review-stars">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-600"
                >
                  <input
                    type="radio"
                    name={fields.rating.name}
                    value={String(n)}
                    defaultChecked={chosen === String(n)}
                    className="accent-amber-600"
                  />
                  <span aria-hidden="true" className="text-amber-600">
                    {'★'.repeat(n)}
                  </span>
                  <span className="text-sm">{t('review.star', { rating: n })}</span>
                </label>
              ))}
            </div>
            <FieldErrors id={fields.rating.errorId} errors={ratingErrors} />
          </fieldset>
          <LabelledControl
            id={fields.review.id}
            label={t('review.fields.review')}
            labelClassName="font-medium"
          >
            <textarea
              {...getTextareaProps(fields.review)}
              key={fields.review.key}
              rows={5}
              maxLength={2000}
              className={inputClass}
              aria-describedby={fields.review.errors ? fields.review.errorId : 'review-text-hint'}
            />
            <p id="review-text-hint" className="text-xs text-slate-600">
              {t('review.textHint')}
            </p>
            <FieldErrors id={fields.review.errorId} errors={fields.review.errors} />
          </LabelledControl>
          {review?.images.length && root ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">{t('review.current')}</legend>
              <ul className="flex flex-wrap gap-3" data-testid="review-current-photos">
                {review.images.map((i, k) => (
                  <li key={i.id} className="flex flex-col items-start gap-1">
                    <a href={img(i.image, root.site)}>
                      <Thumb
                        image={i.image}
                        images={root.site}
                        size={80}
                        thumb
                        alt={t('review.photoAlt', { n: k + 1 })}
                      />
                    </a>
                    <label className="flex items-center gap-1 text-sm">
                      <input type="checkbox" name="delete_image" value={String(i.id)} />
                      {t('review.remove', { n: k + 1 })}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <LabelledControl
            id={fields.images.id}
            label={t('review.fields.images')}
            labelClassName="font-medium"
          >
            <input
              {...getInputProps(fields.images, { type: 'file' })}
              // A saved photo clears the picker (with JavaScript the page stays; the same files must not go twice).
              key={`${fields.images.key}-${review?.images.map((i) => i.id).join('.') ?? ''}`}
              multiple
              accept={REVIEW_IMAGE_TYPES.join(',')}
              className="text-sm"
              aria-invalid={imageErrors.length ? true : undefined}
              aria-describedby={imageErrors.length ? fields.images.errorId : 'review-photos-hint'}
            />
            <p id="review-photos-hint" className="text-xs text-slate-600">
              {t('review.photosHint')}
            </p>
            <FieldErrors
              id={fields.images.errorId}
              errors={imageErrors.length ? [...new Set(imageErrors)] : undefined}
            />
          </LabelledControl>
          <SubmitButton className="btn-primary self-start">{t('review.submit')}</SubmitButton>
        </PostForm>
      )}
    </article>
  );
}
