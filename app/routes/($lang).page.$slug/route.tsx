// `/page/{slug}`: a static page (docs/api-reference.md §8.9). Its HTML is sanitised on the server before it is
// rendered. Pages built from a component: `Contact` shows the shop's contact details and the contact form
// (POST contact, §8.24), `Sitemap` an HTML sitemap of the categories and products the page carries.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SlugParamsSchema } from '#contract/site/page.ts';
import { endpoints } from '#contract/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api/client.server.ts';
import { sanitizePageHtml } from '#app/lib/sanitize.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { sendContact } from '#app/lib/contact.server.ts';
import { ListingHeading, listingMeta } from '#app/components/listing-heading.tsx';
import { Sitemap } from '#app/routes/($lang).page.$slug/sitemap.tsx';
import { Contact } from '#app/components/contact.tsx';
import { PageHtml } from '#app/components/page-html.tsx';
import { useRootData } from '#app/components/use-root.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['catalog'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

/** The page, or a 404 for a malformed or unknown slug. */
async function loadPage(api: ShopApi, slug: string | undefined) {
  if (!SlugParamsSchema.safeParse({ slug }).success)
    throw data({ message: Messages.notFoundPage }, { status: 404 });
  return unwrapOrThrow(await api.call(endpoints.page, { params: { slug: slug! } }));
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

// The contact form: CSRF and honeypot first, then the form (app/lib/contact.server.ts).
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  await checkForm(request, form, { honeypot: true });
  const api = shopApiFor(request, context);
  const page = await loadPage(api, params.slug);
  if (componentOf(page) !== 'Contact')
    throw data({ message: 'Method Not Allowed' }, { status: 405 });
  return sendContact(request, api, form);
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
        <PageHtml html={page.html} testId="page-content" />
      )}
    </article>
  );
}
