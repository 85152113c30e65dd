import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, type ShouldRevalidateFunction } from '@remix-run/react';
import { requireLanguageSegment } from '#app/lib/shell.server.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

// The optional language segment: /fr, /ar, /tr, /hi — English is unprefixed, so /en and unknown codes 404.
export function loader({ params }: LoaderFunctionArgs) {
  requireLanguageSegment(params);
  return null;
}

// Its answer depends on the language segment only: no request for it on other navigations.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.lang !== nextParams.lang;

export default function LanguageLayout() {
  return <Outlet />;
}
