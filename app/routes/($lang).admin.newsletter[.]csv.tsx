// `/admin/newsletter.csv` (issue 17): every newsletter subscriber as a CSV download (a resource route; the
// API writes each export to the audit log). Cells a spreadsheet would run as a formula (= + - @ …) are
// prefixed so they read as text. Not cached anywhere; non-admins get this site's 404.
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { requireAdmin } from '#app/lib/admin.server.ts';
import { csvRows } from '#app/lib/admin-inbox.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';

/**
 * A resource route renders no error page: a refusal thrown as `data()` (anyone but the admin: 404; the API
 * down: 503) becomes a plain Response with its status, so Remix answers it instead of logging an error.
 */
function plain(e: unknown): unknown {
  const refusal = e as { type?: string; init?: { status?: number } | null } | null;
  if (refusal?.type !== 'DataWithResponseInit') return e; // a Response, or a real error to log
  const status = refusal.init?.status ?? 500;
  return new Response(status === 404 ? 'Not Found' : 'The export is not available.', {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    return await download(request, context);
  } catch (e) {
    throw plain(e);
  }
}

async function download(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const r = await shopApiFor(request, context, { token }).call(
    adminEndpoints.adminSubscribersExport,
  );
  const rows = unwrapOrThrow(r);
  const body = `${csvRows([
    ['email', 'language', 'subscribed_at'],
    ...rows.map((s) => [s.email, s.language ?? '', s.created]),
  ])}\r\n`;
  return new Response(`\uFEFF${body}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
