// `/user/order` without an id (docs/spec.md §2 lists `/user/order/{id?}`): the orders list.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '#app/lib/session.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(localizePath('/user/orders', languageFromPath(new URL(request.url).pathname)));
}
