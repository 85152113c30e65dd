import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '#app/root.tsx';
import { unpack } from '#app/lib/packed.ts';

/** The root loader's data (site settings, language, session bits); undefined while the root itself failed. */
export function useRootData() {
  return unpack(useRouteLoaderData<typeof loader>('root'));
}

/** The page's language (the root loader's; English while the root itself failed). */
export function useLocale() {
  return useRootData()?.locale ?? 'en';
}
