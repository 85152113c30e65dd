// One line of the cart: its selection checkbox, picture, title, chosen attributes, unit price, the quantity
// steppers (fetchers that are also plain forms) and delete after the confirmation.
import { Link, useFetcher } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { CartLine } from '#contract/cart/schemas.ts';
import { MAX_LINE_QUANTITY } from '#contract/codes.ts';
import { productPath } from '#app/lib/paths.ts';
import { Money } from '#app/components/price.tsx';
import { ConfirmDelete } from '#app/components/form-buttons.tsx';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { ProductThumb } from '#app/components/picture.tsx';

export function CartLineRow({
  line: l,
  deleting,
  unshippable,
}: {
  line: CartLine;
  deleting: boolean;
  unshippable: { state: string | null; country: string } | null;
}) {
  const { t } = useTranslation('cart');
  const root = useRootData();
  const select = useFetcher();
  const qty = useFetcher();
  const lang = useLocale();
  const p = l.flash_product;
  const title = p?.title ?? t('unavailable');
  const checked = select.formData ? select.formData.has('checked') : l.selected === 1;
  const stock = l.updated_inventory?.quantity ?? 0;
  const maxQty = Math.min(stock, MAX_LINE_QUANTITY);
  const attrs = (l.updated_inventory?.inventory_attributes ?? [])
    .map((a) => a.attribute_value)
    .filter(Boolean);
  const link = p ? productPath({ id: p.id, slug: p.slug ?? '' }, lang) : null;
  return (
    <li className="flex flex-wrap gap-4 p-4" data-testid="cart-line">
      <select.Form method="post" action="" preventScrollReset className="self-center">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="select" />
        <input type="hidden" name={checked ? 'unchecked' : 'checked'} value={l.id} />
        <button
          type="submit"
          role="checkbox"
          aria-checked={checked}
          aria-label={t('selectLine', { title })}
          className={`flex h-6 w-6 items-center justify-center rounded border-2 ${checked ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-white' : 'border-slate-400 bg-white'}`}
        >
          <span aria-hidden="true">{checked ? '✓' : ''}</span>
        </button>
      </select.Form>
      {p?.image && root ? <ProductThumb image={p.image} images={root.site} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {link ? (
          <Link to={link} className="font-medium hover:underline">
            {title}
          </Link>
        ) : (
          <span className="font-medium">{title}</span>
        )}
        {attrs.length ? (
          <p className="text-sm text-slate-600">
            {attrs.map((a) => `${a!.attribute?.title ?? ''}: ${a!.title ?? ''}`).join(' · ')}
          </p>
        ) : null}
        {p?.bundle_deal ? (
          <p className="text-sm text-emerald-800">
            {p.bundle_deal.title ??
              t('bundle', { buy: p.bundle_deal.buy, free: p.bundle_deal.free })}
            {l.free_units ? ` — ${t('freeUnits', { count: l.free_units })}` : ''}
          </p>
        ) : null}
        <p className="text-sm">
          <span className="sr-only">{t('unitPrice')}: </span>
          {l.unit_price != null ? <Money value={l.unit_price} /> : null}
          {stock < l.quantity ? (
            <span className="ms-2 text-rose-700">{t('stockLow', { count: stock })}</span>
          ) : null}
        </p>
        {unshippable ? (
          <p role="alert" className="text-sm text-rose-700">
            {t('unshippable', {
              state: unshippable.state ?? '',
              country: unshippable.country,
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-end gap-2">
        {/* No browser bubble: the server's messages ('Must have minimum 1 item.', 'Maximum quantity
            exceeds.') are the ones shown, with JavaScript and without. */}
        <qty.Form
          method="post"
          action=""
          preventScrollReset
          noValidate
          className="flex items-center gap-1"
        >
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="id" value={l.id} />
          {/* The form's default button: Enter in the box sets the typed quantity (the first submit
              button is what the browser presses, and it must not be "−"). */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          <button
            type="submit"
            name="set"
            value={l.quantity - 1}
            disabled={l.quantity <= 1}
            aria-label={t('decrease', { title })}
            className="h-8 w-8 rounded border border-slate-300 disabled:opacity-40"
          >
            −
          </button>
          <label className="sr-only" htmlFor={`qty-${l.id}`}>
            {t('quantityOf', { title })}
          </label>
          <input
            id={`qty-${l.id}`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQty}
            defaultValue={l.quantity}
            key={l.quantity}
            className="w-16 rounded border border-slate-300 px-2 py-1 text-center"
          />
          <button
            type="submit"
            name="set"
            value={l.quantity + 1}
            disabled={l.quantity >= maxQty}
            aria-label={t('increase', { title })}
            className="h-8 w-8 rounded border border-slate-300 disabled:opacity-40"
          >
            +
          </button>
          <noscript>
            <button type="submit" className="ms-1 text-sm underline">
              {t('update')}
            </button>
          </noscript>
        </qty.Form>
        <p className="font-semibold" data-testid="line-total">
          {l.line_total != null ? <Money value={l.line_total} /> : null}
        </p>
        {deleting ? (
          <ConfirmDelete id={l.id} labelId={`delete-${l.id}`} confirmLabel={t('delete')} compact />
        ) : (
          <Link to={`?delete=${l.id}`} className="text-sm underline" preventScrollReset>
            {t('delete')}
            <span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
