// One language's strings of one namespace, for the browser's i18next (decision 082): the client loads only
// the current language, and only the namespaces a page uses. With `?v=` equal to the namespace's content
// hash the answer is cacheable for a year (the URL changes when a string does); otherwise for five minutes
// (a page from before a deploy asking for its old version gets today's strings).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { bundledStrings, localeVersion } from '#app/lib/i18n-resources.server.ts';

export function loader({ request, params }: LoaderFunctionArgs) {
  const { lng = '', ns = '' } = params;
  const version = localeVersion(lng, ns);
  const strings = version ? bundledStrings(lng, ns) : undefined;
  if (!version || !strings)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const asked = new URL(request.url).searchParams.get('v');
  return new Response(strings, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control':
        asked === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      ETag: `"${version}"`,
    },
  });
}
