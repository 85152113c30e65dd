import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, type ShouldRevalidateFunction } from '@remix-run/react';
import { DEFAULT_LANGUAGE, isLanguageCode } from '#contract/codes.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

// The optional language segment: /fr, /ar, /tr, /hi — English is unprefixed, so /en and unknown codes 404.
export function loader({ params }: LoaderFunctionArgs) {
  if (
    params.lang !== undefined &&
    (!isLanguageCode(params.lang) || params.lang === DEFAULT_LANGUAGE)
  ) {
    throw data({ message: 'This page could not be found' }, { status: 404 });
  }
  return null;
}

// Its answer depends on the language segment only: no request for it on other navigations.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.lang !== nextParams.lang;

export default function LanguageLayout() {
  return <Outlet />;
}
