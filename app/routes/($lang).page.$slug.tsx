// `/page/{slug}`: a static page (API-REFERENCE §8.9). Its HTML is sanitised on the server before it is
// rendered. Pages built from a component: `Contact` shows the shop's contact details and the contact form
// (POST contact, §8.24), `Sitemap` an HTML sitemap of the categories and products the page carries.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { PageDataSchema, SlugParamsSchema } from '#contract/api/page.ts';
import { CONTACT_LIMITS, ContactBodySchema, type ContactBody } from '#contract/api/contact.ts';
import { z } from '#contract/zod.ts';
import { Messages } from '#contract/messages.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api.server.ts';
import { sanitizePageHtml } from '#app/lib/sanitize.server.ts';
import { checkForm, readForm, redirectWithToast } from '#app/lib/cookies.server.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { categoryPath, productPath } from '#app/lib/paths.ts';
import { ListingHeading, listingMeta } from '#app/components/listing-heading.tsx';
import { HoneypotField } from '#app/components/footer.tsx';
import { useRootData } from '#app/components/use-root.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** The page, or a 404 for a malformed or unknown slug. */
async function loadPage(api: ShopApi, slug: string | undefined) {
  if (!SlugParamsSchema.safeParse({ slug }).success)
    throw data({ message: Messages.notFoundPage }, { status: 404 });
  return unwrapOrThrow(await api.get(`page/${encodeURIComponent(slug!)}`, PageDataSchema));
}

const componentOf = (p: { page_from_component?: number | null; description?: string | null }) =>
  p.page_from_component === 1 ? (p.description ?? '').trim() : null;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadPage(shopApiFor(request, context), params.slug);
  const component = componentOf(page);
  return {
    page: {
      slug: page.slug,
      title: page.title || page.slug,
      metaDescription: page.meta_description ?? null,
      component: component === 'Contact' || component === 'Sitemap' ? component : null,
      // Never rendered unless cleaned here: the description is admin-authored HTML.
      html: component === null ? sanitizePageHtml(page.description) : '',
      categories: component === 'Sitemap' ? (page.categories ?? []).filter((c) => c.slug) : [],
      products: component === 'Sitemap' ? (page.products ?? []) : [],
    },
  };
}

type ActionResult = { errors: string[]; fields: Partial<Record<Field, true>>; values: ContactBody };

// The contact form: CSRF and honeypot first, then the spec's messages ('{type} is required',
// 'Invalid email'), then the API; success is post/redirect/get with a toast.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  await checkForm(request, form, { honeypot: true });
  const url = new URL(request.url);
  const api = shopApiFor(request, context);
  const page = await loadPage(api, params.slug);
  if (componentOf(page) !== 'Contact')
    throw data({ message: 'Method Not Allowed' }, { status: 405 });
  const t = await i18next.getFixedT(languageFromPath(url.pathname), 'catalog');
  const values = Object.fromEntries(
    FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, CONTACT_LIMITS[f] + 1000)]),
  ) as ContactBody;
  const errors: string[] = [];
  const fields: ActionResult['fields'] = {};
  for (const f of FIELDS) {
    const label = t(`page.contact.${f}`);
    const v = values[f].trim();
    if (!v) errors.push(t('page.contact.required', { field: label }));
    else if (v.length > CONTACT_LIMITS[f])
      errors.push(t('page.contact.tooLong', { field: label, max: CONTACT_LIMITS[f] }));
    else if (f === 'email' && !z.email().safeParse(v).success)
      errors.push(t('page.contact.invalidEmail'));
    else continue;
    fields[f] = true;
  }
  const body = ContactBodySchema.safeParse(values);
  if (errors.length || !body.success)
    return data<ActionResult>({ errors, fields, values }, { status: 400 });
  const sent = await api.contact(body.data);
  if (!sent.ok)
    return data<ActionResult>(
      { errors: sent.error.messages, fields: {}, values },
      { status: sent.error.kind === 'down' ? 503 : 400 },
    );
  return redirectWithToast(request, `${url.pathname}#contact-form`, {
    type: 'success',
    message: t('page.contact.success'),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  // `meta_title` often already carries the shop's name ('About us | Bazaar'): the title is built from `title`.
  return listingMeta(args, d?.page.title, d?.page.metaDescription);
};

export default function StaticPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { locale } = useRootData()!;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <ListingHeading title={page.title} lang={locale} crumbs={[{ label: page.title }]} />
      {page.component === 'Contact' ? (
        <Contact />
      ) : page.component === 'Sitemap' ? (
        <Sitemap categories={page.categories} products={page.products} />
      ) : (
        <div
          data-testid="page-content"
          className="rounded-lg bg-white p-6 leading-relaxed text-slate-800 shadow-sm [&_a]:text-[var(--color-primary)] [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_th]:text-start [&_ul]:list-disc [&_ul]:ps-6"
          // Sanitised on the server by sanitizePageHtml (allow-list; no scripts, handlers or styles).
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      )}
    </article>
  );
}

function Contact() {
  const { t } = useTranslation('catalog');
  const { site } = useRootData()!;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // Each submission ends on a new location: remounting the form empties it after a success (with JS the
  // redirect does not reload the page) and refills it from the action's values after an error.
  const { key } = useLocation();
  const s = site.setting;
  const address = [s.address_1, s.address_2, s.city, s.state, s.zip, s.country]
    .filter(Boolean)
    .join(', ');
  const input =
    'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-rose-600';
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
      <section aria-labelledby="contact-details" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="contact-details" className="mb-3 text-lg font-semibold">
          {t('page.contact.details')}
        </h2>
        <dl className="flex flex-col gap-3 text-sm">
          {s.email ? (
            <div>
              <dt className="font-medium text-slate-600">{t('page.contact.email')}</dt>
              <dd>
                <a href={`mailto:${s.email}`} className="underline" dir="ltr">
                  {s.email}
                </a>
              </dd>
            </div>
          ) : null}
          {s.phone ? (
            <div>
              <dt className="font-medium text-slate-600">{t('page.contact.phone')}</dt>
              <dd>
                <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className="underline" dir="ltr">
                  {s.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {address ? (
            <div>
              <dt className="font-medium text-slate-600">{t('page.contact.address')}</dt>
              <dd dir="auto">{address}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="contact-form" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="contact-form" className="mb-3 text-lg font-semibold">
          {t('page.contact.formTitle')}
        </h2>
        {result?.errors.length ? (
          <div role="alert" className="mb-4 rounded-md border border-rose-200 bg-rose-50 p-4">
            <p className="font-semibold text-rose-800">{t('page.contact.errorHeading')}</p>
            <ul className="mt-1 list-disc ps-5 text-sm text-rose-800">
              {result.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* noValidate: the server judges and answers with the spec's messages, with or without JS. */}
        <Form key={key} method="post" noValidate className="flex flex-col gap-4">
          <AuthenticityTokenInput />
          <HoneypotField />
          {(['name', 'email', 'subject'] as const).map((f) => (
            <div key={f} className="flex flex-col gap-1">
              <label htmlFor={`contact-${f}`} className="text-sm font-medium">
                {t(`page.contact.${f}`)}
              </label>
              <input
                id={`contact-${f}`}
                name={f}
                type={f === 'email' ? 'email' : 'text'}
                autoComplete={f === 'name' ? 'name' : f === 'email' ? 'email' : 'off'}
                required
                maxLength={CONTACT_LIMITS[f]}
                defaultValue={result?.values[f] ?? ''}
                aria-invalid={result?.fields[f] ? true : undefined}
                className={input}
              />
            </div>
          ))}
          <div className="flex flex-col gap-1">
            <label htmlFor="contact-message" className="text-sm font-medium">
              {t('page.contact.message')}
            </label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              maxLength={CONTACT_LIMITS.message}
              defaultValue={result?.values.message ?? ''}
              aria-invalid={result?.fields.message ? true : undefined}
              className={input}
            />
          </div>
          <p>
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
              {t('page.contact.send')}
            </button>
          </p>
        </Form>
      </section>
    </div>
  );
}

function Sitemap({
  categories,
  products,
}: {
  categories: { id: number; title?: string | null; slug?: string | null }[];
  products: { id: number; title?: string | null; slug?: string | null }[];
}) {
  const { t } = useTranslation('catalog');
  const { locale } = useRootData()!;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="sitemap-categories" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="sitemap-categories" className="mb-3 text-lg font-semibold">
          {t('page.sitemap.categories')}
        </h2>
        {categories.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={categoryPath(c.slug!, locale)}
                  className="underline-offset-2 hover:underline"
                >
                  {c.title || c.slug}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('page.sitemap.none')}</p>
        )}
      </section>
      <section aria-labelledby="sitemap-products" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="sitemap-products" className="mb-3 text-lg font-semibold">
          {t('page.sitemap.products')}
        </h2>
        {products.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {products.map((p) => (
              <li key={p.id}>
                <Link to={productPath(p, locale)} className="underline-offset-2 hover:underline">
                  {p.title || p.slug || p.id}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('page.sitemap.none')}</p>
        )}
      </section>
    </div>
  );
}
