// Variant choice, price, stock, quantity and the add-to-cart / wishlist forms. The choice is a GET form
// (radio buttons + an Update button shown only without JS); with JS a choice updates price, stock and image
// at once and replaces the URL. The add-to-cart form posts to the cart route; with JS it refuses first, with
// the spec's messages, when a choice is missing or there is no stock.
import { Form, useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { LIMITS } from '#contract/codes.ts';
import type { MoneySettings } from '#contract/money.ts';
import type { AttributeGroup, Inventory } from '#contract/shapes.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { Price } from '#app/components/price.tsx';
import {
  paramOf,
  resolveVariant,
  valueAvailable,
  type Selection,
} from '#app/components/product/variants.ts';

type PriceFields = {
  selling: number;
  offered?: number | null;
  price?: number | null;
  end_time?: string | null;
};

export function BuyBox({
  productId,
  product,
  groups,
  inventory,
  selection,
  onChoose,
  money,
  lang,
  sticky,
  wishlisted = false,
  compared = false,
}: {
  productId: number;
  product: PriceFields & { title?: string | null };
  groups: AttributeGroup[];
  inventory: Inventory[];
  selection: Selection;
  /** told of a choice before the URL catches up */
  onChoose?: (selection: Selection) => void;
  money: MoneySettings;
  lang: string;
  /** `bar`: only the compact add-to-cart bar that sticks to the bottom of small screens */
  sticky?: boolean;
  /** the product is in the shopper's wishlist (API `wishlisted` non-null) */
  wishlisted?: boolean;
  /** the product is in the shopper's compare list */
  compared?: boolean;
}) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // With JavaScript the forms post through fetchers: the page stays, the count and a toast update in place.
  const cart = useFetcher<{ ok: boolean; message: string }>({ key: `cart-add-${productId}` });
  const wish = useFetcher();
  const compare = useFetcher();
  const here = `${location.pathname}${location.search}`;
  const cartProblem =
    cart.state === 'idle' && cart.data && !cart.data.ok ? cart.data.message : null;
  const shownProblem = problem ?? cartProblem;
  const isWishlisted = wish.formData ? !wishlisted : wishlisted;
  const isCompared = compare.formData ? !compared : compared;
  const resolved = resolveVariant(groups, inventory, selection);
  const total = inventory.reduce((n, i) => n + Math.max(0, i.quantity), 0);
  const stock = resolved.inventory ? Math.max(0, resolved.inventory.quantity) : total;
  const variantPrice =
    groups.length && resolved.inventory && resolved.inventory.price > 0
      ? { selling: product.selling, offered: resolved.inventory.price, price: null, end_time: null }
      : product;

  const choose = (groupId: number, valueId: number) => {
    // From the choice on screen, not the URL: quick choices may run ahead of the (replaced) URL.
    const next = { ...selection, [groupId]: valueId };
    const p = new URLSearchParams(location.search);
    for (const [g, v] of Object.entries(next)) p.set(paramOf(Number(g)), String(v));
    p.delete('image'); // the variant's own image, if any, takes over
    setProblem(null);
    onChoose?.(next);
    navigate(`?${p.toString()}`, { replace: true, preventScrollReset: true });
  };

  const stockText =
    resolved.complete && !resolved.inventory
      ? t('stock.unavailable')
      : stock <= 0
        ? t('stock.out')
        : stock <= 5
          ? t('stock.few', { count: stock })
          : t('stock.in');

  const onAdd = (e: FormEvent<HTMLFormElement>) => {
    const qty = Number(new FormData(e.currentTarget).get('quantity'));
    const message = !resolved.complete
      ? t('errors.selectAttributes')
      : !resolved.inventory || stock <= 0
        ? t('errors.outOfStock')
        : !Number.isInteger(qty) || qty < LIMITS.minQuantity
          ? t('errors.minQuantity')
          : qty > stock
            ? t('errors.exceedsInventory')
            : null;
    if (message) {
      e.preventDefault();
      setProblem(message);
    }
  };

  const addForm = (compact: boolean) => (
    <cart.Form
      method="post"
      action={localizePath('/cart', lang)}
      onSubmit={onAdd}
      // The server judges with the spec's messages, with or without JS (no native range bubbles).
      noValidate
      preventScrollReset
      className={compact ? 'flex items-center gap-2' : 'flex flex-wrap items-end gap-3'}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="redirectTo" value={here} />
      {resolved.inventory ? (
        <input type="hidden" name="inventory_id" value={resolved.inventory.id} />
      ) : null}
      {Object.entries(selection).map(([g, v]) => (
        <input key={g} type="hidden" name={paramOf(Number(g))} value={v} />
      ))}
      {compact ? (
        <input type="hidden" name="quantity" value={LIMITS.minQuantity} />
      ) : (
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('quantity')}</span>
          <input
            type="number"
            name="quantity"
            inputMode="numeric"
            min={LIMITS.minQuantity}
            max={Math.max(stock, LIMITS.minQuantity)}
            defaultValue={LIMITS.minQuantity}
            className="w-24 rounded-md border border-slate-300 px-2 py-2"
          />
        </label>
      )}
      <button
        type="submit"
        name="intent"
        value="add"
        className={compact ? 'btn-primary whitespace-nowrap' : 'btn-primary'}
        disabled={(resolved.complete && stock <= 0) || cart.state !== 'idle'}
        aria-busy={cart.state !== 'idle' || undefined}
      >
        {t('addToCart')}
      </button>
      {compact ? null : (
        <button
          type="submit"
          name="intent"
          value="buy-now"
          className="btn-secondary"
          disabled={resolved.complete && stock <= 0}
        >
          {t('buyNow')}
        </button>
      )}
    </cart.Form>
  );

  // Their own forms: the wishlist and the compare list need no variant, so the cart's refusals never apply.
  const target = { productId, here, lang };
  const wishlistForm = <ListToggle kind="wishlist" fetcher={wish} on={isWishlisted} {...target} />;
  const compareForm = <ListToggle kind="compare" fetcher={compare} on={isCompared} {...target} />;

  // The floating chat button moves above this bar while it is on the page (app.css, .floating-button).
  if (sticky)
    return (
      <div
        data-testid="sticky-bar"
        className="sticky bottom-0 z-20 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 py-2 ps-4 pe-4 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden"
      >
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{product.title}</p>
          <Price product={variantPrice} money={money} size="sm" />
          {shownProblem ? (
            <p role="alert" className="text-xs font-medium text-rose-700">
              {shownProblem}
            </p>
          ) : null}
        </div>
        {addForm(true)}
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <div data-testid="variant-price">
        <Price product={variantPrice} money={money} size="lg" />
      </div>
      <p
        data-testid="stock"
        className={`font-medium ${
          stock > 0 && !(resolved.complete && !resolved.inventory)
            ? 'text-emerald-700'
            : 'text-rose-700'
        }`}
      >
        {stockText}
      </p>

      {groups.length ? (
        <Form method="get" replace preventScrollReset className="flex flex-col gap-3">
          {groups.map((g) => (
            <fieldset key={g.id} className="flex flex-col gap-2">
              <legend className="text-sm font-semibold">
                {g.title}
                {selection[g.id] === undefined ? (
                  <span className="ms-2 font-normal text-slate-500">{t('choose')}</span>
                ) : null}
              </legend>
              <div className="flex flex-wrap gap-2">
                {g.values.map((v) => {
                  const available = valueAvailable(
                    groups,
                    inventory,
                    selection,
                    g.id,
                    v.attribute_value_id,
                  );
                  return (
                    <label key={v.attribute_value_id} className="cursor-pointer">
                      <input
                        type="radio"
                        name={paramOf(g.id)}
                        value={v.attribute_value_id}
                        checked={selection[g.id] === v.attribute_value_id}
                        onChange={() => choose(g.id, v.attribute_value_id)}
                        className="peer sr-only"
                      />
                      <span
                        className={`inline-block rounded-md border px-3 py-1.5 text-sm peer-checked:border-[var(--color-primary)] peer-checked:bg-[var(--color-primary)] peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${
                          available
                            ? 'border-slate-300 bg-white'
                            : 'border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through'
                        }`}
                      >
                        {v.title}
                        {available ? null : <span className="sr-only"> ({t('stock.out')})</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <noscript>
            <button type="submit" className="btn-secondary self-start">
              {t('update')}
            </button>
          </noscript>
        </Form>
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        {addForm(false)}
        {wishlistForm}
        {compareForm}
      </div>
      {shownProblem ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {shownProblem}
        </p>
      ) : null}
    </div>
  );
}

const LISTS = {
  wishlist: { path: '/user/wishlists', add: 'addToWishlist', remove: 'removeFromWishlist' },
  compare: { path: '/user/compared', add: 'addToCompare', remove: 'removeFromCompare' },
} as const;

/** The product in or out of one of the shopper's lists, posted to that list's screen (works without JS). */
function ListToggle({
  kind,
  fetcher,
  on,
  productId,
  here,
  lang,
}: {
  kind: keyof typeof LISTS;
  fetcher: ReturnType<typeof useFetcher>;
  on: boolean;
  productId: number;
  here: string;
  lang: string;
}) {
  const { t } = useTranslation('product');
  const list = LISTS[kind];
  return (
    <fetcher.Form method="post" action={localizePath(list.path, lang)} preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={`toggle-${kind}`} />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className="btn-secondary" aria-pressed={on}>
        {t(on ? list.remove : list.add)}
      </button>
    </fetcher.Form>
  );
}
