import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { preferencesCookie, readPreferences } from '#app/lib/session.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { safeRedirectPath } from '#app/lib/i18n.ts';

// Closing a banner and answering the cookie banner are remembered permanently in a cookie (docs/spec.md §2),
// set by a form post so they work without JavaScript.
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  await checkForm(request, form);
  const prefs = await readPreferences(request);
  switch (form.get('intent')) {
    case 'close-banner': {
      const id = Number(form.get('bannerId'));
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new Response('Unknown banner', { status: 400 });
      if (!prefs.closedBanners.includes(id)) prefs.closedBanners.push(id);
      break;
    }
    case 'consent': {
      const answer = form.get('answer');
      if (answer !== 'accepted' && answer !== 'declined')
        throw new Response('Unknown answer', { status: 400 });
      prefs.consent = answer;
      break;
    }
    default:
      throw new Response('Unknown intent', { status: 400 });
  }
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await preferencesCookie.serialize(prefs) },
  });
}

export function loader() {
  return redirect('/');
}
