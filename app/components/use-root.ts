import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '#app/root.tsx';

/** The root loader's data (site settings, language, session bits); undefined while the root itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}
