// The selected cart lines grouped by store, read-only, as the shipping step and the checkout show them: each
// line's picture, title, chosen attributes, quantity and total, each store's shipping — every amount as the
// API computed it. `note` adds a line's shipping state (the shipping step).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine, CartSummary } from '#contract/cart/schemas.ts';
import { byStore } from '#app/lib/by-store.ts';
import { img } from '#app/lib/format.ts';
import { Money } from '#app/components/price.tsx';
import { StoreGroup } from '#app/components/store-name.tsx';
import { useRootData } from '#app/components/use-root.ts';

/** The store that sells a cart line (a flash-sale line's product names it). */
export const lineStore = (l: CartLine) => l.store ?? l.flash_product?.store ?? null;

export function OrderLines({
  lines,
  summary,
  note,
}: {
  lines: CartLine[];
  summary: CartSummary | null;
  note?: (line: CartLine) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const root = useRootData();
  return (
    <>
      {byStore(lines, lineStore).map((g) => {
        const shipping = summary?.shipping_by_store.find(
          (s) => (s.store_id ?? 0) === (g.store?.id ?? 0),
        );
        return (
          <StoreGroup
            key={g.store?.id ?? 0}
            name={g.store?.name ?? t('store')}
            testId="order-store"
            header={
              <>
                <span className="font-semibold">
                  <bdi>{g.store?.name ?? t('store')}</bdi>
                </span>
                <span className="text-sm text-slate-700" data-testid="store-shipping">
                  {t('storeShipping')}:{' '}
                  {shipping ? <Money value={shipping.shipping} /> : t('shippingUnknown')}
                </span>
              </>
            }
          >
            {g.lines.map((l) => {
              const p = l.flash_product;
              const attrs = (l.updated_inventory?.inventory_attributes ?? [])
                .map((a) => a.attribute_value)
                .filter(Boolean);
              return (
                <li key={l.id} className="flex flex-wrap gap-4 p-4" data-testid="order-line">
                  {p?.image && root ? (
                    <img
                      src={img(p.image, root.site, true)}
                      alt=""
                      width={64}
                      height={64}
                      className="h-16 w-16 rounded object-cover"
                    />
                  ) : null}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-medium">{p?.title ?? t('unavailable')}</span>
                    {attrs.length ? (
                      <p className="text-sm text-slate-600">
                        {attrs
                          .map((a) => `${a!.attribute?.title ?? ''}: ${a!.title ?? ''}`)
                          .join(' · ')}
                      </p>
                    ) : null}
                    <p className="text-sm text-slate-700">
                      {t('quantity', { count: l.quantity })}
                      {l.free_units ? ` — ${t('freeUnits', { count: l.free_units })}` : ''}
                    </p>
                    {note ? note(l) : null}
                  </div>
                  <p className="font-semibold" data-testid="order-line-total">
                    {l.line_total != null ? <Money value={l.line_total} /> : null}
                  </p>
                </li>
              );
            })}
          </StoreGroup>
        );
      })}
    </>
  );
}

/** Cart → shipping → payment, the current step marked for assistive technology too. */
export function Steps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('checkout');
  const steps = [t('steps.cart'), t('steps.shipping'), t('steps.payment')];
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label={t('steps.label')}>
      {steps.map((s, i) => (
        <li
          key={s}
          aria-current={i === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 ${i === current ? 'bg-[var(--color-primary)] text-white' : i < current ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
        >
          {i + 1}. {s}
        </li>
      ))}
    </ol>
  );
}
