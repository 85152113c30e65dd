// `/admin/pages/{id}` and `/admin/pages/new` (issue 35 item 3): a static page's slug, status, and title and
// rich text in five languages; Preview shows the text cleaned as shoppers will see it without saving (it
// works without JavaScript), Save keeps it, Delete (a confirmation step) removes it
// (app/components/content/page-form.tsx, app/lib/content.server.ts).
import { pageAction, pageLoader } from '#app/lib/content.server.ts';
import { PageFormScreen } from '#app/components/content/page-form.tsx';

export const handle = { i18n: ['content'] };
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = pageLoader;
export const action = pageAction;

export default PageFormScreen;
