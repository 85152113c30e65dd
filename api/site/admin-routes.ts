// The settings staff edit (issue 35 item 4), registered from contract/site/admin-settings.ts. `auth: 'admin'`
// in handle() answers the envelope's 404 to anyone but an administrator before anything else is read.
import { Hono } from 'hono';
import {
  settingsEndpoints as E,
  LOGO_SLOTS,
  SettingsMessages as M,
} from '#contract/site/admin-settings.ts';
import { nowOf, type ApiEnv, type Ctx } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { auditTrail } from '../admin/service.ts';
import { formReply, ok } from '../lib/reply.ts';
import { saveLogo, saveShopSettings, saveSiteSettings, siteSettings } from './admin-settings.ts';
import { paymentSettings, savePaymentSettings, type Running } from './payment-settings.ts';

export const settingsRoutes = new Hono<ApiEnv>();

const deps = (c: Ctx) => ({ db: c.get('deps').db, now: nowOf(c) });
/** Which social sign-ins have their variables on this server (client id and secret, .env.example). */
const socialOf = (c: Ctx) => {
  const { oauth } = c.get('deps');
  return { google: Boolean(oauth?.google), facebook: Boolean(oauth?.facebook) };
};
const runningOf = (c: Ctx): Running =>
  new Map((c.get('deps').payments?.list() ?? []).map((r) => [r.definition.method, r.mode]));

/** The latest settings changes of `actions` (the settings screens list them). */
const settingsAudit = (c: Ctx, actions: string[]) =>
  auditTrail(c.get('deps').db, { subject: 'settings', subject_id: null }, { actions, last: 10 });
const siteView = async (c: Ctx) => ({
  ...(await siteSettings(c.get('deps').db, socialOf(c))),
  audit: {
    site: await settingsAudit(c, ['settings:site', 'settings:logo']),
    shop: await settingsAudit(c, ['settings:shop']),
  },
});
const paymentsView = async (c: Ctx, running: Running) => ({
  ...(await paymentSettings(c.get('deps').db, running)),
  audit: await settingsAudit(c, ['settings:payments']),
});

handle(settingsRoutes, E.adminSiteSettings, async (c) => ok(c, await siteView(c)));

handle(settingsRoutes, E.adminSiteSettingsSave, async (c, { body, user }) => {
  await saveSiteSettings(deps(c), user, body);
  return ok(c, await siteView(c), M.siteSaved);
});

handle(settingsRoutes, E.adminShopSettingsSave, async (c, { body, user }) => {
  const r = await saveShopSettings(deps(c), user, body, socialOf(c));
  if (!r.ok) return formReply(c, r.message);
  return ok(c, await siteView(c), M.shopSaved);
});

handle(settingsRoutes, E.adminSiteLogo, async (c, { user }) => {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return formReply(c, M.missing);
  }
  const which = LOGO_SLOTS.find((s) => s === form.which) ?? 'header_logo';
  const files = c.get('deps').files;
  const r = await saveLogo({ ...deps(c), files }, user, which, form.image, form.restore);
  return r.ok ? ok(c, { which, image: r.image }, M.logoSaved) : formReply(c, r.message);
});

handle(settingsRoutes, E.adminPaymentSettings, async (c) =>
  ok(c, await paymentsView(c, runningOf(c))),
);

handle(settingsRoutes, E.adminPaymentSettingsSave, async (c, { body, user }) => {
  const running = runningOf(c);
  const r = await savePaymentSettings(deps(c), user, body, running);
  if (!r.ok) return formReply(c, r.message);
  return ok(c, await paymentsView(c, running), M.paymentsSaved);
});
