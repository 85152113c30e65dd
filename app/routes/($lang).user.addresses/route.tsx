// `/user/addresses` (docs/spec.md §2, §3 "Address", §5): the address book — list, add (`?new=1`), edit
// (`?edit={id}`), delete after 'Do you really want to delete?' (`?delete={id}`, a step of its own without
// JavaScript). Fields: type, name, e-mail, phone ('Invalid number'), country and state (from
// countries-phones; states follow the country instantly with JavaScript, and the server asks again for a
// state that does not belong to the chosen country), city, zip, address lines 1–2, default.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { placeNamer } from '#app/lib/place-names.ts';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Address } from '#contract/addresses/schemas.ts';
import { addressesEndpoints } from '#contract/addresses/endpoints.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { requireUser } from '#app/lib/session.server.ts';
import { readSignedInForm, signedInData, type SignedInForm } from '#app/lib/signed-in.server.ts';
import { apiFailure, apiMessage, requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { ConfirmDelete } from '#app/components/form-buttons.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { AddressForm } from '#app/routes/($lang).user.addresses/address-form.tsx';
import { places } from '#app/routes/($lang).user.addresses/places.server.ts';
import { common as loadCommon } from '#app/lib/shop-api/site.server.ts';
import {
  AddressFormSchema,
  DeleteAddressSchema,
} from '#app/routes/($lang).user.addresses/schema.ts';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const t = await requestT(request);
  const api = shopApiFor(request, context);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const [list, where, common] = await Promise.all([
    api.call(addressesEndpoints.addressAll, { query: { page } }),
    places(api, lang),
    loadCommon(api),
  ]);
  const addresses = await signedInData(request, list);
  const editId = Number(url.searchParams.get('edit'));
  let editing: Address | null = null;
  if (Number.isSafeInteger(editId) && editId > 0) {
    editing =
      addresses.data.find((a) => a.id === editId) ??
      unwrapOrThrow(
        await api.call(addressesEndpoints.addressFind, { params: { id: String(editId) } }),
      );
  }
  const setting = common.ok ? common.data.setting : null;
  return {
    title: t('account:address.title'),
    addresses,
    editing,
    adding: url.searchParams.get('new') === '1' || (addresses.total === 0 && !editing),
    deleting: Number(url.searchParams.get('delete')) || null,
    countries: where.countries,
    states: where.states,
    defaults: { country: setting?.default_country ?? 'AF', state: setting?.default_state ?? '' },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const c = await readSignedInForm(request, context);
  return c.formData.get('intent') === 'delete' ? deleteAddress(c) : saveAddress(c);
}

async function saveAddress({ request, formData, t, api, lang }: SignedInForm) {
  const submission = parseForm(formData, AddressFormSchema, t);
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const v = submission.value;
  // The server asks again for a state that does not belong to the chosen country (states follow the
  // country only with JavaScript).
  const { states } = await places(api, lang);
  const list = states[v.country];
  if (list && !list.some((s) => s.code === v.state))
    return data(submission.reply({ fieldErrors: { state: [t('account:address.pickState')] } }), {
      status: 400,
    });
  const r = await api.call(addressesEndpoints.addressAction, {
    // Every field of the API's schema, a blank one as undefined.
    body: {
      ...v,
      id: v.id,
      label: v.label,
      state: list ? v.state : undefined,
      zip: v.zip,
      address_2: v.address_2,
      delivery_instruction: undefined,
      default: v.default,
    },
  });
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    const failed = apiFailure(t, submission, r.error);
    return data(failed.result, { status: failed.status });
  }
  return redirectWithToast(request, localizePath('/user/addresses', lang), {
    type: 'success',
    message: t(v.id ? 'account:address.updated' : 'account:address.created'),
  });
}

async function deleteAddress({ request, formData, t, api, lang }: SignedInForm) {
  const submission = parseForm(formData, DeleteAddressSchema, t);
  const r =
    submission.status === 'success'
      ? await api.call(addressesEndpoints.addressDelete, {
          params: { id: String(submission.value.id) },
        })
      : null;
  if (r && !r.ok && r.error.kind === 'unauthenticated') return sessionExpired(request);
  return redirectWithToast(
    request,
    localizePath('/user/addresses', lang),
    r?.ok
      ? { type: 'success', message: t('account:address.deleted') }
      : {
          type: 'error',
          message: apiMessage(t, r?.error.message ?? t('account:address.notFound')),
        },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AddressesRoute() {
  const { t } = useTranslation('account');
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const { country: countryName, state: stateName } = placeNamer(d);
  const showForm = d.adding || d.editing;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('address.title')}</h1>
        {!showForm ? (
          <Link to="?new=1" className="btn-primary">
            {t('address.add')}
          </Link>
        ) : null}
      </div>
      {showForm ? <AddressForm key={`${d.editing?.id ?? 'new'}-${location.key}`} /> : null}
      {d.addresses.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('address.list')}>
          {d.addresses.data.map((a) => (
            <li
              key={a.id}
              className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
              data-testid="address"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold">
                  <bdi>{a.name}</bdi>
                </p>
                {a.label ? (
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">
                    {t(`address.labels.${a.label}`, { defaultValue: a.label })}
                  </span>
                ) : null}
                {a.default === 1 ? (
                  <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                    {t('address.isDefault')}
                  </span>
                ) : null}
              </div>
              <address className="text-sm not-italic text-slate-700">
                <bdi>{a.address_1}</bdi>
                {a.address_2 ? (
                  <>
                    <br />
                    <bdi>{a.address_2}</bdi>
                  </>
                ) : null}
                <br />
                <bdi>
                  {[a.city, stateName(a.country, a.state), a.zip].filter(Boolean).join(', ')}
                </bdi>
                <br />
                {countryName(a.country)}
                <br />
                <span dir="ltr">{a.phone}</span> · <span dir="ltr">{a.email}</span>
              </address>
              {d.deleting === a.id ? (
                <ConfirmDelete id={a.id} labelId={`delete-${a.id}`} />
              ) : (
                <div className="mt-auto flex gap-4 text-sm">
                  <Link to={`?edit=${a.id}`} className="underline">
                    {t('edit')}
                    <span className="sr-only"> {a.name}</span>
                  </Link>
                  <Link to={`?delete=${a.id}`} className="underline" preventScrollReset>
                    {t('delete')}
                    <span className="sr-only"> {a.name}</span>
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : !showForm ? (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">{t('address.empty')}</p>
      ) : null}
      {d.addresses.last_page > 1 ? (
        <Pagination page={d.addresses.current_page} lastPage={d.addresses.last_page} />
      ) : null}
    </div>
  );
}
