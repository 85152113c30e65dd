// api/v1 endpoints of the shop's content (issue 35 item 3, decision 146): static pages, header and footer
// links with the footer's icons, and custom scripts — each listed, saved (create or update) and deleted.
// `auth: 'admin'`: anyone but an administrator gets the envelope's 404, as if the path did not exist.
import { defineEndpoint } from '../endpoint.ts';
import { AdminIdParamsSchema } from '../admin/schemas.ts';
import {
  ContentDeleteBodySchema,
  ContentSavedSchema,
  LinkBodySchema,
  LinkDeleteBodySchema,
  LinksSchema,
  PageBodySchema,
  PageListSchema,
  PageRecordSchema,
  ScriptBodySchema,
  ScriptListSchema,
} from './schemas.ts';

export const contentEndpoints = {
  adminPages: defineEndpoint({
    method: 'GET',
    path: 'admin/pages',
    auth: 'admin',
    summary: 'Every static page (public and hidden), by slug',
    data: PageListSchema,
  }),
  adminPage: defineEndpoint({
    method: 'GET',
    path: 'admin/pages/{id}',
    auth: 'admin',
    summary: 'One page with its title and rich text in every language and its audit log',
    params: AdminIdParamsSchema,
    data: PageRecordSchema,
  }),
  adminPagesSave: defineEndpoint({
    method: 'POST',
    path: 'admin/pages/save',
    auth: 'admin',
    summary:
      'Create a page (no id) or update one (id); the rich text is sanitised before it is kept',
    body: PageBodySchema,
    data: ContentSavedSchema,
  }),
  adminPagesDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/pages/delete',
    auth: 'admin',
    summary: 'Delete a page (and the footer links to it); a page built by the shop is refused',
    body: ContentDeleteBodySchema,
    data: ContentSavedSchema,
  }),
  adminLinks: defineEndpoint({
    method: 'GET',
    path: 'admin/links',
    auth: 'admin',
    summary:
      'The header links (left, right), footer links (services, about) and footer icons, in order',
    data: LinksSchema,
  }),
  adminLinksSave: defineEndpoint({
    method: 'POST',
    path: 'admin/links/save',
    auth: 'admin',
    summary: 'Create (no id) or update (id) one header link, footer link or footer icon, by kind',
    body: LinkBodySchema,
    data: ContentSavedSchema,
  }),
  adminLinksDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/links/delete',
    auth: 'admin',
    summary: 'Delete one header link, footer link or footer icon, by kind',
    body: LinkDeleteBodySchema,
    data: ContentSavedSchema,
  }),
  adminScripts: defineEndpoint({
    method: 'GET',
    path: 'admin/scripts',
    auth: 'admin',
    summary: 'The custom scripts (run after the shopper consents to cookies, with the CSP nonce)',
    data: ScriptListSchema,
  }),
  adminScriptsSave: defineEndpoint({
    method: 'POST',
    path: 'admin/scripts/save',
    auth: 'admin',
    summary:
      'Create (no id) or update (id) a custom script; JavaScript only, 20,000 characters at most',
    body: ScriptBodySchema,
    data: ContentSavedSchema,
  }),
  adminScriptsDelete: defineEndpoint({
    method: 'POST',
    path: 'admin/scripts/delete',
    auth: 'admin',
    summary: 'Delete a custom script',
    body: ContentDeleteBodySchema,
    data: ContentSavedSchema,
  }),
};
