// `/admin/links` (issue 35 item 3): header links, footer links and the footer's icons
// (app/components/content/links-screen.tsx, app/lib/content.server.ts).
import { linksAction, linksLoader } from '#app/lib/content.server.ts';
import { LinksScreen } from '#app/components/content/links-screen.tsx';

export const handle = { i18n: ['content'] };
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = linksLoader;
export const action = linksAction;

export default LinksScreen;
