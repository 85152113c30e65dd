// A store's name as a group's heading: a link to the store's page, or `fallback` for lines of no known store.
import { Link } from '@remix-run/react';
import { localizePath } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';

export function StoreName({
  store,
  fallback,
}: {
  store: { name: string; slug: string } | null | undefined;
  fallback: string;
}) {
  const lang = useRootData()?.locale ?? 'en';
  return store ? (
    <Link to={localizePath(`/shop/${store.slug}`, lang)} className="font-semibold hover:underline">
      <bdi>{store.name}</bdi>
    </Link>
  ) : (
    <span className="font-semibold">{fallback}</span>
  );
}
