// `/seller/earnings.csv` (issue 34): the store's whole ledger as a CSV statement.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { statementCsv } from '#app/lib/payouts-csv.server.ts';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  statementCsv(request, context, 'ledger');
