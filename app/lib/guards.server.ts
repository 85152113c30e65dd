// Route guards (spec §2): account routes need a signed-in user (else login, then back); login and register
// are for visitors only (else home).
import { redirect } from '@remix-run/node';
import { sessionStorage } from './cookies.server.ts';
import { languageFromPath, localizePath } from './i18n.ts';

export async function readSession(request: Request) {
  const session = await sessionStorage().getSession(request.headers.get('Cookie'));
  return { token: session.get('token') ?? null, userToken: session.get('userToken') ?? null };
}

export async function requireUser(request: Request): Promise<{ token: string }> {
  const { token } = await readSession(request);
  if (token) return { token };
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${localizePath('/login', lang)}?redirectTo=${encodeURIComponent(back)}`);
}

export async function requireGuest(request: Request): Promise<void> {
  const { token } = await readSession(request);
  if (token) throw redirect(localizePath('/', languageFromPath(new URL(request.url).pathname)));
}
