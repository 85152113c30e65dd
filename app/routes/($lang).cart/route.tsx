// `/cart` (docs/spec.md §2, §3 "Cart", §4, §5): lines grouped by store with image, title, chosen attributes, unit price
// by the precedence rule, quantity steppers, selection per line, per store and overall, delete after
// 'Do you really want to delete?', bundle deals, a voucher, and the totals the API computes; the unshippable
// message blocks checkout until resolved. It is also where every add-to-cart form posts (product page,
// sticky bar, cards, wishlist): without JavaScript post/redirect/get with a toast; with it, the page stays and
// the badge count and a toast update in place.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { CartLine } from '#contract/cart/schemas.ts';
import { cartEndpoints } from '#contract/cart/endpoints.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { isDataRequest } from '#app/lib/toast.server.ts';
import { ensureUserToken, readSession } from '#app/lib/session.server.ts';
import { requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath, safeRedirectPath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { VoucherForm } from '#app/routes/($lang).cart/voucher-form.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { CartLineRow } from '#app/routes/($lang).cart/cart-line.tsx';
import { SummaryAside } from '#app/routes/($lang).cart/summary.tsx';
import { lineStore } from '#app/routes/($lang).shipping/order-lines.tsx';
import { byStore } from '#app/lib/by-store.ts';
import { StoreGroup, StoreName } from '#app/components/store-name.tsx';
import { placeNames } from '#app/routes/($lang).user.addresses/places.server.ts';
import {
  addToCart,
  applyVoucher,
  changeSelection,
  deleteLine,
  removeVoucher,
  setQuantity,
  unknownIntent,
  type CartContext,
} from '#app/routes/($lang).cart/cart.server.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['cart', 'account'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await requestT(request);
  const { token, userToken, voucher } = await readSession(request);
  const title = t('cart:title');
  if (!token && !userToken) return { title, lines: [] as CartLine[], summary: null, voucher: null };
  const api = shopApiFor(request, context);
  const [lines, summary] = await Promise.all([
    api.call(cartEndpoints.cartByUser),
    api.call(cartEndpoints.cartSummary, { query: { voucher: voucher ?? undefined } }),
  ]);
  if (!lines.ok && lines.error.kind === 'unauthenticated') throw await sessionExpired(request);
  const s = unwrapOrThrow(summary);
  // The unshippable message names the state and country, not their codes (issue 14, item 4).
  const first = s.unshippable[0];
  if (first) {
    const names = await placeNames(api, languageFromPath(new URL(request.url).pathname), first);
    s.unshippable = s.unshippable.map((u) => ({ ...u, ...names }));
  }
  return { title, lines: unwrapOrThrow(lines), summary: s, voucher };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const lang = languageFromPath(new URL(request.url).pathname);
  const self = localizePath('/cart', lang);
  const { token } = await readSession(request);
  // A guest gets their user_token on the first add (20 random characters, in the session cookie).
  const guest = token ? null : await ensureUserToken(request);
  const headers = new Headers();
  if (guest?.setCookie) headers.append('Set-Cookie', guest.setCookie);
  const c: CartContext = {
    request,
    formData,
    t: await requestT(request),
    api: shopApiFor(request, context, guest ? { userToken: guest.userToken } : {}),
    self,
    shipping: localizePath('/shipping', lang),
    back: safeRedirectPath(formData.get('redirectTo'), self),
    headers,
    js: isDataRequest(request),
  };
  switch (formData.get('intent')) {
    case 'add':
      return addToCart(c, false);
    case 'buy-now':
      return addToCart(c, true);
    case 'quantity':
      return setQuantity(c);
    case 'select':
      return changeSelection(c);
    case 'delete':
      return deleteLine(c);
    case 'voucher':
      return applyVoucher(c);
    case 'voucher-remove':
      return removeVoucher(c);
    default:
      return unknownIntent(c);
  }
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function CartRoute() {
  const { t } = useTranslation('cart');
  const { lines, summary, voucher } = useLoaderData<typeof loader>();
  const location = useLocation();
  const lang = useLocale();
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
  const groups = byStore(lines, lineStore);
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
            <StoreGroup
              key={g.store?.id ?? 0}
              name={g.store?.name ?? t('store')}
              testId="cart-store"
              header={
                <>
                  <StoreName store={g.store} fallback={t('store')} />
                  <SelectForm
                    ids={ids}
                    select={!selected}
                    label={selected ? t('unselectStore') : t('selectStore')}
                  />
                </>
              }
            >
              {g.lines.map((l) => (
                <CartLineRow
                  key={l.id}
                  line={l}
                  deleting={deleting === l.id}
                  unshippable={unshippable.get(l.id) ?? null}
                />
              ))}
            </StoreGroup>
          );
        })}
      </div>
      <SummaryAside summary={summary}>
        <VoucherForm code={voucher} summary={summary} />
        {blocked ? (
          <p className="text-sm text-slate-700" data-testid="checkout-blocked">
            {unshippable.size ? t('checkoutBlocked') : t('selectSomething')}
          </p>
        ) : (
          <Link to={localizePath('/shipping', lang)} className="btn-primary text-center">
            {t('checkout')}
          </Link>
        )}
      </SummaryAside>
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
