// `/admin/products.csv` (issue 33 item 7): the workspace's variants as a CSV download, one row each (a resource
// route: app/lib/workspace-bulk.server.ts). Anyone else gets this site's 404.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportLoader } from '#app/lib/workspace-bulk.server.ts';

export const loader = (args: LoaderFunctionArgs) => exportLoader(args, 'admin');
