import type { RouteConfig } from '@remix-run/route-config';
import { flatRoutes } from '@remix-run/fs-routes';

// Tests sit beside the routes they test; they are not routes.
export default flatRoutes({ ignoredRouteFiles: ['**/*.test.*'] }) satisfies RouteConfig;
