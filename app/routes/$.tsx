import { data } from '@remix-run/node';

// Every unknown URL is a real 404 rendered by the root error boundary.
export function loader() {
  throw data({ message: 'This page could not be found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
