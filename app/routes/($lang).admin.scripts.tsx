// `/admin/scripts` (issue 35 item 3): the custom scripts, run after consent with the CSP nonce
// (app/components/content/scripts-screen.tsx, app/lib/content.server.ts).
import { scriptsAction, scriptsLoader } from '#app/lib/content.server.ts';
import { ScriptsScreen } from '#app/components/content/scripts-screen.tsx';

export const handle = { i18n: ['content'] };
export { privateMeta as meta } from '#app/lib/seo.ts';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export const loader = scriptsLoader;
export const action = scriptsAction;

export default ScriptsScreen;
