// `/admin/newsletter.csv` (issue 17): every newsletter subscriber as a CSV download (a resource route; the
// API writes each export to the audit log). Cells a spreadsheet would run as a formula (= + - @ …) are
// prefixed so they read as text. Not cached anywhere; non-admins get this site's 404.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { adminEndpoints } from '#contract/admin/endpoints.ts';
import { requireAdmin, adminNotFound } from '#app/lib/admin.server.ts';
import { csvRows } from '#app/lib/admin-inbox.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const r = await shopApiFor(request, context, { token }).call(
    adminEndpoints.adminSubscribersExport,
  );
  if (!r.ok && r.error.kind === 'not-found') throw adminNotFound();
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
