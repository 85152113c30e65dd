// A store's name as a group's heading: a link to the store's page, or `fallback` for lines of no known store;
// and the group itself, a section of the store's lines.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { localizePath } from '#app/lib/i18n.ts';
import { useLocale } from '#app/components/use-root.ts';

export function StoreName({
  store,
  fallback,
}: {
  store: { name: string; slug: string } | null | undefined;
  fallback: string;
}) {
  const lang = useLocale();
  return store ? (
    <Link to={localizePath(`/shop/${store.slug}`, lang)} className="font-semibold hover:underline">
      <bdi>{store.name}</bdi>
    </Link>
  ) : (
    <span className="font-semibold">{fallback}</span>
  );
}

/** The lines of one store, named after it (`name`), under a header (`header`: the store's name and more). */
export function StoreGroup({
  name,
  header,
  testId,
  boxed = false,
  children,
}: {
  name: string;
  header: ReactNode;
  testId: string;
  /** A bordered box with a compact header (the order view), else a white card (cart, checkout). */
  boxed?: boolean;
  /** The lines, as `<li>` items. */
  children: ReactNode;
}) {
  return (
    <section
      aria-label={name}
      className={boxed ? 'rounded-lg border border-slate-200' : 'rounded-lg bg-white shadow-sm'}
      data-testid={testId}
    >
      <header
        className={
          boxed
            ? 'border-b border-slate-100 px-4 py-2'
            : 'flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3'
        }
      >
        {header}
      </header>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </section>
  );
}
