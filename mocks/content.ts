// The shop's content in the mock API (issue 35 item 3): two pages (one built by the shop), a header link each
// side, a footer link, a payment icon and one custom script; saves and deletes change them in memory, a
// page's slug another page has is refused, and a page's rich text is cleaned as the API cleans it.
import { endpoints } from '#contract/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { cleanPageHtml } from '#contract/content/page-html.ts';
import {
  ContentMessages,
  LINK_TABLE,
  type OTHER_LANGS,
  type ByLanguage,
  type LinkItem,
  type PageRecord,
  type ScriptItem,
} from '#contract/content/schemas.ts';
import { mockCell } from './identity.ts';
import { mock, mockRecord } from './mock.ts';

const texts = (en: string): ByLanguage =>
  Object.fromEntries(LANGUAGE_CODES.map((l) => [l, l === 'en' ? en : ''])) as ByLanguage;

const state = mockCell(() => ({
  pages: [
    {
      id: 1,
      slug: 'about',
      title: 'About us',
      status: 'public',
      component: false,
      titles: { ...texts('About us'), ar: 'من نحن' },
      descriptions: texts('<p>We are Bazaar.</p>'),
      meta_description: null,
      audit: [],
    },
    {
      id: 2,
      slug: 'contact',
      title: 'Contact',
      status: 'public',
      component: true,
      titles: texts('Contact'),
      descriptions: texts('Contact'),
      meta_description: null,
      audit: [],
    },
  ] as PageRecord[],
  links: [
    { id: 1, kind: 'header_left', title: 'Sell on Bazaar', url: '/seller/register' },
    { id: 2, kind: 'header_right', title: 'Help', url: '/page/faq' },
    { id: 1, kind: 'services', title: 'About us', page_id: 1 },
    { id: 1, kind: 'payment', title: 'Visa', image: 'pay-visa.svg' },
  ].map((l) => ({
    url: null,
    page_id: null,
    image: null,
    sort: 0,
    status: 'public',
    ...l,
  })) as LinkItem[],
  scripts: [
    {
      id: 1,
      route_pattern: '*',
      header_script: true,
      header_script_code: "console.log('hello')",
      body_script: false,
      body_script_code: null,
      status: 'hidden',
    },
  ] as ScriptItem[],
}));

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
const sameTable = (a: LinkItem['kind'], b: LinkItem['kind']) => LINK_TABLE[a] === LINK_TABLE[b];

export const contentHandlers = [
  ...mock(endpoints.adminPages, () =>
    ok(
      state.get().pages.map(({ id, slug, title, status, component }) => ({
        id,
        slug,
        title,
        status,
        component,
      })),
    ),
  ),
  ...mockRecord(
    endpoints.adminPage,
    (id) => state.get().pages.find((p) => p.id === id),
    ContentMessages.notFound,
  ),
  ...mock(endpoints.adminPagesSave, ({ body }) => {
    const pages = state.get().pages;
    const page = body.id === undefined ? null : pages.find((p) => p.id === body.id);
    if (body.id !== undefined && !page) return notFound(ContentMessages.notFound);
    if (pages.some((p) => p.slug === body.slug && p.id !== body.id))
      return formError(ContentMessages.slugTaken);
    const by = (field: 'title' | 'description') =>
      Object.fromEntries(
        LANGUAGE_CODES.map((l) => {
          const v =
            (l === 'en' ? body[field] : body[`${field}_${l as (typeof OTHER_LANGS)[number]}`]) ??
            '';
          return [l, field === 'description' ? cleanPageHtml(v) : v];
        }),
      ) as ByLanguage;
    const next: PageRecord = {
      id: page?.id ?? nextId(pages),
      slug: body.slug,
      title: body.title,
      status: body.status,
      component: page?.component ?? false,
      titles: by('title'),
      descriptions: page?.component ? page.descriptions : by('description'),
      meta_description: body.meta_description ?? null,
      audit: page?.audit ?? [],
    };
    if (page) pages.splice(pages.indexOf(page), 1, next);
    else pages.push(next);
    return ok({ id: next.id }, ContentMessages.saved);
  }),
  ...mock(endpoints.adminPagesDelete, ({ body }) => {
    const s = state.get();
    const page = s.pages.find((p) => p.id === body.id);
    if (!page) return notFound(ContentMessages.notFound);
    if (page.component) return formError(ContentMessages.componentPage);
    s.pages.splice(s.pages.indexOf(page), 1);
    s.links = s.links.filter((l) => l.page_id !== page.id);
    return ok({ id: page.id }, ContentMessages.deleted);
  }),
  ...mock(endpoints.adminLinks, () => {
    const s = state.get();
    return ok({
      links: s.links,
      pages: s.pages.map(({ id, slug, title }) => ({ id, slug, title })),
    });
  }),
  ...mock(endpoints.adminLinksSave, ({ body }) => {
    const s = state.get();
    const found =
      body.id === undefined ? null : s.links.find((l) => l.id === body.id && l.kind === body.kind);
    if (body.id !== undefined && !found) return notFound(ContentMessages.notFound);
    const page = 'page_id' in body ? s.pages.find((p) => p.id === body.page_id) : null;
    if ('page_id' in body && !page) return formError(ContentMessages.page);
    const id = found?.id ?? nextId(s.links.filter((l) => sameTable(l.kind, body.kind)));
    const next: LinkItem = {
      id,
      kind: body.kind,
      title: page?.title ?? ('title' in body ? body.title : ''),
      url: 'url' in body ? body.url : null,
      page_id: page?.id ?? null,
      image: 'image' in body ? body.image : null,
      sort: body.sort,
      status: body.status,
    };
    if (found) s.links.splice(s.links.indexOf(found), 1, next);
    else s.links.push(next);
    return ok({ id }, ContentMessages.saved);
  }),
  ...mock(endpoints.adminLinksDelete, ({ body }) => {
    const s = state.get();
    const found = s.links.find((l) => l.id === body.id && l.kind === body.kind);
    if (!found) return notFound(ContentMessages.notFound);
    s.links.splice(s.links.indexOf(found), 1);
    return ok({ id: found.id }, ContentMessages.deleted);
  }),
  ...mock(endpoints.adminScripts, () => ok(state.get().scripts)),
  ...mock(endpoints.adminScriptsSave, ({ body }) => {
    const scripts = state.get().scripts;
    const found = body.id === undefined ? null : scripts.find((x) => x.id === body.id);
    if (body.id !== undefined && !found) return notFound(ContentMessages.notFound);
    const next: ScriptItem = {
      id: found?.id ?? nextId(scripts),
      route_pattern: body.route_pattern,
      header_script: body.header_script,
      header_script_code: body.header_script_code ?? null,
      body_script: body.body_script,
      body_script_code: body.body_script_code ?? null,
      status: body.status,
    };
    if (found) scripts.splice(scripts.indexOf(found), 1, next);
    else scripts.push(next);
    return ok({ id: next.id }, ContentMessages.saved);
  }),
  ...mock(endpoints.adminScriptsDelete, ({ body }) => {
    const scripts = state.get().scripts;
    const found = scripts.find((x) => x.id === body.id);
    if (!found) return notFound(ContentMessages.notFound);
    scripts.splice(scripts.indexOf(found), 1);
    return ok({ id: found.id }, ContentMessages.deleted);
  }),
];
