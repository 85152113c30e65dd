import { data } from '@remix-run/node';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

// Every unknown URL is a real 404, rendered inside the shell by this route's error boundary.
export function loader() {
  throw data({ message: 'This page could not be found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
