// `/cart` (spec §2, §3 "Cart", §4, §5): lines grouped by store with image, title, chosen attributes, unit price
// by the precedence rule, quantity steppers, selection per line, per store and overall, delete after
// 'Do you really want to delete?', bundle deals, a voucher, and the totals the API computes; the unshippable
// message blocks checkout until resolved. It is also where every add-to-cart form posts (product page,
// sticky bar, cards, wishlist): without JavaScript post/redirect/get with a toast; with it, the page stays and
// the badge count and a toast update in place.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { MAX_LINE_QUANTITY, type CartLine } from '#contract/api/cart.ts';
import { checkForm, readForm, redirectWithToast, setToast } from '#app/lib/cookies.server.ts';
import { commitSession, ensureUserToken, getSession, readSession } from '#app/lib/guards.server.ts';
import { apiMessage, requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { img } from '#app/lib/format.ts';
import { productPath } from '#app/lib/paths.ts';
import { Money } from '#app/components/price.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form.tsx';
import { useRootData } from '#app/components/use-root.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await requestT(request);
  const { token, userToken, voucher } = await readSession(request);
  const title = t('cart:title');
  if (!token && !userToken) return { title, lines: [] as CartLine[], summary: null, voucher: null };
  const api = shopApiFor(request, context);
  const [lines, summary] = await Promise.all([api.cart(), api.cartSummary(voucher)]);
  if (!lines.ok && lines.error.kind === 'unauthenticated') throw await sessionExpired(request);
  return { title, lines: unwrapOrThrow(lines), summary: unwrapOrThrow(summary), voucher };
}

const intOf = (v: FormDataEntryValue | null) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
};
const idsOf = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map((v) => Number(v))
    .filter((n) => Number.isSafeInteger(n) && n > 0);

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const t = await requestT(request);
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const self = localizePath('/cart', lang);
  const js = url.pathname.endsWith('.data');
  const intent = String(formData.get('intent') ?? '');
  const { token } = await readSession(request);
  // A guest gets their user_token on the first add (20 random characters, in the session cookie).
  const guest = token ? null : await ensureUserToken(request);
  const api = shopApiFor(request, context, guest ? { userToken: guest.userToken } : {});
  const headers = new Headers();
  if (guest?.setCookie) headers.append('Set-Cookie', guest.setCookie);
  const back = safeRedirectPath(formData.get('redirectTo'), self);

  /** With JavaScript the page stays (the toast and the count arrive with the revalidation); else PRG. */
  const answer = async (
    toast: { type: 'success' | 'error'; message: string; title?: string },
    to = back,
    status = 200,
  ) => {
    if (js) {
      headers.append('Set-Cookie', await setToast(request, toast));
      return data({ ok: toast.type === 'success', message: toast.message }, { status, headers });
    }
    return redirectWithToast(request, to, toast, headers);
  };
  const failed = (r: { error: { kind: string; message: string } }) =>
    r.error.kind === 'unauthenticated'
      ? sessionExpired(request)
      : answer({ type: 'error', message: apiMessage(t, r.error.message) }, back, 400);

  if (intent === 'add' || intent === 'buy-now') {
    const productId = intOf(formData.get('product_id'));
    const inventoryId = intOf(formData.get('inventory_id'));
    const quantity = intOf(formData.get('quantity') ?? '1');
    // The spec's messages for what a shopper can type; prices are never read from the form.
    const problem =
      !Number.isInteger(quantity) || quantity < 1
        ? t('cart:errors.minQuantity')
        : quantity > MAX_LINE_QUANTITY
          ? t('cart:errors.maxQuantity')
          : !Number.isSafeInteger(productId) || productId <= 0
            ? t('cart:errors.unavailable')
            : null;
    if (problem) return answer({ type: 'error', message: problem }, back, 400);
    const body = {
      product_id: productId,
      ...(Number.isSafeInteger(inventoryId) && inventoryId > 0
        ? { inventory_id: inventoryId }
        : {}),
      quantity,
    };
    const r = intent === 'buy-now' ? await api.buyNow(body) : await api.addToCart(body);
    // From a product card: whatever stops the add (a choice to make, stock), its page says why.
    const choose = safeRedirectPath(formData.get('choose'), '');
    if (!r.ok && choose && r.error.kind !== 'unauthenticated')
      return redirectWithToast(
        request,
        choose,
        { type: 'error', message: apiMessage(t, r.error.message) },
        headers,
      );
    if (!r.ok) return failed(r);
    // Buy now: straight to the cart with only this line selected (the shipping step comes with checkout).
    if (intent === 'buy-now') return redirect(self, { headers });
    return answer({ type: 'success', title: t('cart:added'), message: t('cart:addedMessage') });
  }

  // A line id that is not a whole positive number never reaches the API.
  const lineId = intOf(formData.get('id'));
  const badLine = !Number.isSafeInteger(lineId) || lineId <= 0;
  if ((intent === 'quantity' || intent === 'delete') && badLine)
    return answer({ type: 'error', message: t('account:api.cartLineNotFound') }, self, 400);

  if (intent === 'quantity') {
    const id = lineId;
    const quantity = intOf(formData.get('set') ?? formData.get('quantity'));
    if (!Number.isInteger(quantity) || quantity < 1)
      return answer({ type: 'error', message: t('cart:errors.minQuantity') }, self, 400);
    if (quantity > MAX_LINE_QUANTITY)
      return answer({ type: 'error', message: t('cart:errors.maxQuantity') }, self, 400);
    const r = await api.setQuantity(id, quantity);
    if (!r.ok) return failed(r);
    return js ? data({ ok: true }, { headers }) : redirect(self, { headers });
  }

  if (intent === 'select') {
    const r = await api.changeSelection(idsOf(formData, 'checked'), idsOf(formData, 'unchecked'));
    if (!r.ok) return failed(r);
    return js ? data({ ok: true }, { headers }) : redirect(self, { headers });
  }

  if (intent === 'delete') {
    const r = await api.deleteLine(lineId);
    if (!r.ok) return failed(r);
    return answer({ type: 'success', message: t('cart:deleted') }, self);
  }

  if (intent === 'voucher' || intent === 'voucher-remove') {
    const session = await getSession(request);
    if (intent === 'voucher-remove') {
      session.unset('voucher');
      headers.append('Set-Cookie', await commitSession(session));
      return redirect(self, { headers });
    }
    const code = String(formData.get('code') ?? '').trim();
    if (!code) return answer({ type: 'error', message: t('cart:voucher.missing') }, self, 400);
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(code))
      return answer({ type: 'error', message: t('account:api.voucherUnknown') }, self, 400);
    const r = await api.voucherValidity(code);
    if (!r.ok) return failed(r);
    session.set('voucher', r.data.voucher);
    headers.append('Set-Cookie', await commitSession(session));
    return answer(
      { type: 'success', message: t('cart:voucher.applied', { code: r.data.voucher }) },
      self,
    );
  }
  return data({ ok: false }, { status: 400, headers });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

type Group = { store: { id: number; name: string; slug: string } | null; lines: CartLine[] };
function byStore(lines: CartLine[]): Group[] {
  const groups: Group[] = [];
  for (const l of lines) {
    const store = l.store ?? l.flash_product?.store ?? null;
    const g = groups.find((x) => (x.store?.id ?? 0) === (store?.id ?? 0));
    if (g) g.lines.push(l);
    else groups.push({ store, lines: [l] });
  }
  return groups;
}

export default function CartRoute() {
  const { t } = useTranslation('cart');
  const { lines, summary, voucher } = useLoaderData<typeof loader>();
  const root = useRootData();
  const location = useLocation();
  const lang = root?.locale ?? 'en';
  const deleting = Number(new URLSearchParams(location.search).get('delete')) || null;
  if (!lines.length)
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg bg-white p-10 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-slate-700">{t('empty')}</p>
        <Link to={localizePath('/', lang)} className="btn-primary">
          {t('continue')}
        </Link>
      </div>
    );
  const groups = byStore(lines);
  const allIds = lines.map((l) => l.id);
  const allSelected = lines.every((l) => l.selected === 1);
  const unshippable = new Map((summary?.unshippable ?? []).map((u) => [u.cart_id, u]));
  const blocked = unshippable.size > 0 || (summary?.selected_count ?? 0) === 0;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <SelectForm
            ids={allIds}
            select={!allSelected}
            label={allSelected ? t('unselectAll') : t('selectAll')}
          />
        </div>
        {groups.map((g) => {
          const ids = g.lines.map((l) => l.id);
          const selected = g.lines.every((l) => l.selected === 1);
          return (
            <section
              key={g.store?.id ?? 0}
              aria-label={g.store?.name ?? t('store')}
              className="rounded-lg bg-white shadow-sm"
              data-testid="cart-store"
            >
              <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
                {g.store ? (
                  <Link
                    to={localizePath(`/shop/${g.store.slug}`, lang)}
                    className="font-semibold hover:underline"
                  >
                    <bdi>{g.store.name}</bdi>
                  </Link>
                ) : (
                  <span className="font-semibold">{t('store')}</span>
                )}
                <SelectForm
                  ids={ids}
                  select={!selected}
                  label={selected ? t('unselectStore') : t('selectStore')}
                />
              </header>
              <ul className="divide-y divide-slate-100">
                {g.lines.map((l) => (
                  <CartLineRow
                    key={l.id}
                    line={l}
                    deleting={deleting === l.id}
                    unshippable={unshippable.get(l.id) ?? null}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <aside
        aria-labelledby="summary-heading"
        className="flex h-fit flex-col gap-4 rounded-lg bg-white p-4 shadow-sm lg:sticky lg:top-4"
      >
        <h2 id="summary-heading" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        {summary ? <Summary summary={summary} /> : null}
        <Form method="post" className="flex flex-col gap-2" preventScrollReset>
          <AuthenticityTokenInput />
          {voucher && summary?.voucher ? (
            <p className="flex items-center justify-between gap-2 text-sm">
              <span>
                {t('voucher.using')} <code dir="ltr">{voucher}</code>
              </span>
              <SubmitButton intent="voucher-remove" className="text-sm underline">
                {t('voucher.remove')}
              </SubmitButton>
            </p>
          ) : (
            <>
              <label htmlFor="voucher-code" className="text-sm font-medium">
                {t('voucher.label')}
              </label>
              {voucher && summary?.voucher_error ? (
                <p className="text-sm text-rose-700" role="alert">
                  {t('voucher.noLonger', { code: voucher })}
                </p>
              ) : null}
              <div className="flex gap-2">
                <input
                  id="voucher-code"
                  name="code"
                  dir="ltr"
                  autoComplete="off"
                  maxLength={40}
                  className="w-full rounded-md border border-slate-300 px-3 py-2 uppercase"
                />
                <SubmitButton intent="voucher" className="btn-secondary">
                  {t('voucher.apply')}
                </SubmitButton>
              </div>
            </>
          )}
        </Form>
        {blocked ? (
          <p className="text-sm text-slate-700" data-testid="checkout-blocked">
            {unshippable.size ? t('checkoutBlocked') : t('selectSomething')}
          </p>
        ) : (
          <Link to={localizePath('/shipping', lang)} className="btn-primary text-center">
            {t('checkout')}
          </Link>
        )}
      </aside>
    </div>
  );
}

function SelectForm({ ids, select, label }: { ids: number[]; select: boolean; label: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="" preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="select" />
      {ids.map((id) => (
        <input key={id} type="hidden" name={select ? 'checked' : 'unchecked'} value={id} />
      ))}
      <button type="submit" className="text-sm underline" disabled={fetcher.state !== 'idle'}>
        {label}
      </button>
    </fetcher.Form>
  );
}

function CartLineRow({
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
  const lang = root?.locale ?? 'en';
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
      {p?.image && root ? (
        <img
          src={img(p.image, root.site, true)}
          alt=""
          width={80}
          height={80}
          className="h-20 w-20 rounded object-cover"
        />
      ) : null}
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
        <qty.Form method="post" action="" preventScrollReset className="flex items-center gap-1">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="id" value={l.id} />
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

function Summary({
  summary: s,
}: {
  summary: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['summary']>;
}) {
  const { t } = useTranslation('cart');
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="flex justify-between gap-2" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {row(t('summary.items', { count: s.selected_count }), <Money value={s.items} />)}
      {s.bundle_offer > 0
        ? row(
            t('summary.bundle'),
            <>
              −<Money value={s.bundle_offer} />
            </>,
            'summary-bundle',
          )
        : null}
      {row(t('summary.subtotal'), <Money value={s.subtotal} />, 'summary-subtotal')}
      {row(
        t('summary.shipping'),
        s.shipping == null ? t('summary.shippingLater') : <Money value={s.shipping} />,
        'summary-shipping',
      )}
      {s.tax > 0
        ? row(
            s.tax_included >= s.tax ? t('summary.taxIncluded') : t('summary.tax'),
            <Money value={s.tax} />,
            'summary-tax',
          )
        : null}
      {s.voucher
        ? row(
            t('summary.voucher', { code: s.voucher.code }),
            <>
              −<Money value={s.voucher.discount} />
            </>,
            'summary-voucher',
          )
        : null}
      <div
        className="mt-2 flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold"
        data-testid="summary-total"
      >
        <dt>{t('summary.total')}</dt>
        <dd>
          <Money value={s.total} />
        </dd>
      </div>
    </dl>
  );
}
