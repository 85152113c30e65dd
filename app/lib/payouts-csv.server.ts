// The seller's statements as CSV downloads (issue 34): the ledger and the order lines, from the API's JSON
// rows, every text cell through `csvCell` (a cell a spreadsheet would run as a formula is neutralised), amounts
// as plain decimal numbers (a debit keeps its minus sign). A resource
// route renders no error page: anyone but the seller of a live store gets a plain 404, the API down a 503.
import type { AppLoadContext } from '@remix-run/node';
import { earningsEndpoints as E } from '#contract/earnings/endpoints.ts';
import { csvCell } from '#app/lib/admin-inbox.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { payoutsOf } from '#app/lib/payouts.server.ts';

function plain(e: unknown): unknown {
  const refusal = e as { type?: string; init?: { status?: number } | null } | null;
  if (refusal?.type !== 'DataWithResponseInit') return e;
  const status = refusal.init?.status ?? 500;
  return new Response(status === 404 ? 'Not Found' : 'The statement is not available.', {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** An amount cell: a plain decimal number (a debit's minus sign is no formula), never text from a user. */
class Amount {
  constructor(readonly text: string) {}
}
const decimalOf = (minor: number, digits: number) =>
  new Amount(digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits));

/** The rows as CSV: every text cell through `csvCell` (formula cells neutralised), amounts as numbers. */
const csvOf = (rows: unknown[][]) =>
  rows.map((r) => r.map((c) => (c instanceof Amount ? c.text : csvCell(c))).join(',')).join('\r\n');

/** `/seller/earnings.csv` or `/seller/orders.csv`. */
export async function statementCsv(
  request: Request,
  context: AppLoadContext,
  what: 'ledger' | 'orders',
) {
  try {
    const { call, digits } = await payoutsOf(request, context, 'seller');
    const money = (v: number) => decimalOf(v, digits);
    let rows: unknown[][];
    if (what === 'ledger') {
      const ledger = unwrapOrThrow(await call(E.sellerStatement));
      rows = [
        [
          'date',
          'kind',
          'order_code',
          'gross',
          'commission',
          'net',
          'currency',
          'available_at',
          'note',
        ],
        ...ledger.map((r) => [
          r.created,
          r.kind,
          r.order_code ?? '',
          money(r.gross),
          money(r.commission),
          money(r.amount),
          r.currency,
          r.available_at,
          r.note ?? '',
        ]),
      ];
    } else {
      const lines = unwrapOrThrow(await call(E.sellerOrderLines));
      rows = [
        [
          'order_code',
          'date',
          'part_status',
          'title',
          'quantity',
          'gross',
          'commission',
          'net',
          'currency',
        ],
        ...lines.map((l) => [
          l.order_code,
          l.date,
          l.cancelled ? 'cancelled' : String(l.part_status),
          l.title,
          l.quantity,
          money(l.gross),
          money(l.commission),
          money(l.net),
          l.currency,
        ]),
      ];
    }
    const name = what === 'ledger' ? 'earnings' : 'order-lines';
    return new Response(`\uFEFF${csvOf(rows)}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (e) {
    throw plain(e);
  }
}
