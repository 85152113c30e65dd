// The admin area's guard (issue 17): the signed-in administrator of a request, or this site's 404 for anyone
// else (no redirect to log in, no hint that the area exists). Every admin loader and action calls it.
import { data, type AppLoadContext } from '@remix-run/node';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { readSession } from '#app/lib/session.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';

export const adminNotFound = () => data({ message: Messages.notFoundPage }, { status: 404 });

export async function requireAdmin(request: Request, context: AppLoadContext) {
  const { token } = await readSession(request);
  if (!token) throw adminNotFound();
  const r = await shopApiFor(request, context, { token }).call(adminEndpoints.adminMe);
  if (!r.ok) {
    if (r.error.kind === 'down') throw unwrapOrThrow(r);
    throw adminNotFound();
  }
  return { token, admin: r.data };
}

/** A record id of an admin URL (`/admin/sellers/{id}`…), else this site's 404. */
export function adminIdOf(params: { id?: string }): number {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) throw adminNotFound();
  return Number(id);
}

/**
 * The start of every admin action: the admin (anyone else gets the 404 before the form is read, decision
 * 070), then the form from this site with its CSRF token.
 */
export async function adminForm(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const formData = await readForm(request);
  await checkForm(request, formData);
  return { token, formData };
}
