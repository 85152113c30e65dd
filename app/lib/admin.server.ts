// The admin area's guard (issue 17): the signed-in administrator of a request, or this site's 404 for anyone
// else (no redirect to log in, no hint that the area exists). Every admin loader and action calls it.
import { data, type AppLoadContext } from '@remix-run/node';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { readSession } from '#app/lib/session.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';

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
