// `/social-login/google|facebook` (issue 13 item 2, decision 021): starts a social sign-in from this browser.
// A fresh nonce goes into a short-lived HttpOnly cookie and only its SHA-256 to the API's redirect endpoint;
// /social-callback later trades the API's one-time code with this nonce, so a code started in another
// browser (an attacker's) signs nobody in here.
import { createHash, randomBytes } from 'node:crypto';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { SocialProviderSchema } from '#contract/account/schemas.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { socialBindingCookie } from '#app/lib/session.server.ts';
import { loadSite } from '#app/lib/shell.server.ts';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = SocialProviderSchema.safeParse(params.provider);
  const lang = languageFromPath(new URL(request.url).pathname);
  if (!provider.success) throw new Response('Not Found', { status: 404 });
  const site = await loadSite(request, context).catch(() => null);
  // Never a loop back to this route: without the shop's settings the shopper goes to the login screen.
  if (!site) throw redirect(localizePath('/login', lang));
  const apiBase = site.site_setting.api_base
    ? `${site.site_setting.api_base.replace(/\/$/, '')}/api/v1`
    : '/api/v1';
  const nonce = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    binding: createHash('sha256').update(nonce).digest('hex'),
    ...(lang === 'en' ? {} : { lang }),
  });
  const target = `${apiBase}/user/social-login/redirect/${provider.data}?${query}`;
  return redirect(target, {
    headers: {
      'Set-Cookie': await socialBindingCookie().serialize(nonce),
      'Cache-Control': 'no-store',
    },
  });
}
