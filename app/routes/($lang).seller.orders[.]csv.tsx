// `/seller/orders.csv` (issue 34): the store's order lines (order code, date, part status, title, quantity,
// gross, commission, net) as CSV.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { statementCsv } from '#app/lib/payouts-csv.server.ts';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  statementCsv(request, context, 'orders');
