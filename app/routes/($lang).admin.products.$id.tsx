// The product editor of the admin workspace (issue 33; app/components/workspace/editor-screen.tsx): `new`
// creates one. Another store's product is this site's 404 (the API says it is not found).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { editorAction, editorLoader } from '#app/lib/workspace-products.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { EditorScreen } from '#app/components/workspace/editor-screen.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['workspace'] };

export const loader = (args: LoaderFunctionArgs) => editorLoader(args, 'admin');
export const meta: MetaFunction<typeof loader> = privateMeta;
export const action = (args: ActionFunctionArgs) => editorAction(args, 'admin');
export default EditorScreen;
