// `/user/addresses` (spec §2, §3 "Address", §5): the address book — list, add (`?new=1`), edit
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
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ADDRESS_LABELS, type Address } from '#contract/api/account.ts';
import { checkForm, readForm, redirectWithToast } from '#app/lib/cookies.server.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { accountSchemas } from '#app/lib/account-forms.ts';
import { apiFailure, apiMessage, requestT, sessionExpired } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import {
  ConfirmDelete,
  FieldErrors,
  FormErrors,
  SubmitButton,
  TextField,
  inputClass,
} from '#app/components/form.tsx';
import { Pagination } from '#app/components/pagination.tsx';

type Place = { code: string; name: string };

/** Countries with their names in the shopper's language (computed here, so server and browser agree). */
async function places(api: ShopApi, lang: string) {
  const r = unwrapOrThrow(await api.countries());
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const countries: Place[] = Object.values(r.countries)
    .map((c) => {
      let name = c.name;
      try {
        name = names.of(c.code2) ?? c.name;
      } catch {
        /* not a region code Intl knows */
      }
      return { code: c.code2, name };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  const states: Record<string, Place[]> = {};
  for (const c of Object.values(r.countries)) {
    const list = Array.isArray(c.states) ? c.states : Object.values(c.states);
    if (list.length)
      states[c.code2] = list
        .map((s) => ({ code: s.code, name: s.name }))
        .sort((a, b) => collator.compare(a.name, b.name));
  }
  return { countries, states };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const t = await requestT(request);
  const api = shopApiFor(request, context);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const [list, where, common] = await Promise.all([
    api.addresses(page),
    places(api, lang),
    api.common(),
  ]);
  if (!list.ok && list.error.kind === 'unauthenticated') throw await sessionExpired(request);
  const addresses = unwrapOrThrow(list);
  const editId = Number(url.searchParams.get('edit'));
  let editing: Address | null = null;
  if (Number.isSafeInteger(editId) && editId > 0) {
    editing =
      addresses.data.find((a) => a.id === editId) ?? unwrapOrThrow(await api.address(editId));
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
  const { token } = await requireUser(request);
  const formData = await readForm(request);
  await checkForm(request, formData);
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const self = localizePath('/user/addresses', lang);
  const api = shopApiFor(request, context, { token });
  const intent = formData.get('intent');

  if (intent === 'delete') {
    const id = Number(formData.get('id'));
    const r = Number.isSafeInteger(id) && id > 0 ? await api.deleteAddress(id) : null;
    if (r && !r.ok && r.error.kind === 'unauthenticated') return sessionExpired(request);
    return redirectWithToast(
      request,
      self,
      r?.ok
        ? { type: 'success', message: t('account:address.deleted') }
        : {
            type: 'error',
            message: apiMessage(t, r?.error.message ?? t('account:address.notFound')),
          },
    );
  }

  const { states } = await places(api, lang);
  const schema = accountSchemas(t).address.superRefine((v, ctx) => {
    const list = states[v.country];
    if (list && !list.some((s) => s.code === v.state))
      ctx.addIssue({ code: 'custom', path: ['state'], message: t('account:address.pickState') });
  });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const v = submission.value;
  const r = await api.saveAddress({
    ...v,
    state: states[v.country] ? v.state : undefined,
    default: v.default === '1' ? 1 : undefined,
  });
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    const failed = apiFailure(t, submission, r.error);
    return data(failed.result, { status: failed.status });
  }
  return redirectWithToast(request, self, {
    type: 'success',
    message: t(v.id ? 'account:address.updated' : 'account:address.created'),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function AddressesRoute() {
  const { t } = useTranslation('account');
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const countryName = (code: string) => d.countries.find((c) => c.code === code)?.name ?? code;
  const stateName = (country: string, code: string | null | undefined) =>
    (code && d.states[country]?.find((s) => s.code === code)?.name) || code || '';
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

function AddressForm() {
  const { t } = useTranslation('account');
  const d = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const location = useLocation();
  const e = d.editing;
  const [form, fields] = useForm({
    lastResult,
    defaultValue: e
      ? {
          id: String(e.id),
          label: e.label ?? 'home',
          name: e.name,
          email: e.email,
          phone: e.phone,
          country: e.country,
          state: e.state ?? '',
          city: e.city,
          zip: e.zip,
          address_1: e.address_1,
          address_2: e.address_2 ?? '',
          default: e.default === 1 ? '1' : undefined,
        }
      : { label: 'home', country: d.defaults.country, state: d.defaults.state },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemas(t).address }),
  });
  // The states follow the chosen country: the submitted (or saved) one, then whatever is picked with JS.
  const initialCountry =
    (lastResult?.initialValue?.country as string | undefined) ?? fields.country.initialValue ?? '';
  const [country, setCountry] = useState(initialCountry);
  const states = d.states[country] ?? [];
  const select = `${inputClass} bg-white`;
  return (
    <section aria-labelledby="address-form" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="address-form" className="mb-4 text-lg font-semibold">
        {e ? t('address.edit') : t('address.add')}
      </h2>
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        {e ? <input type="hidden" name="id" value={e.id} /> : null}
        <FormErrors errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.label.id} className="text-sm font-medium">
              {t('fields.label')}
            </label>
            <select {...getSelectProps(fields.label)} key={fields.label.key} className={select}>
              {ADDRESS_LABELS.map((l) => (
                <option key={l} value={l}>
                  {t(`address.labels.${l}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField field={fields.name} label={t('fields.name')} autoComplete="name" />
          <TextField
            field={fields.email}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <TextField
            field={fields.phone}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.country.id} className="text-sm font-medium">
              {t('fields.country')}
            </label>
            <select
              {...getSelectProps(fields.country)}
              key={fields.country.key}
              autoComplete="country"
              className={select}
              onChange={(ev) => setCountry(ev.currentTarget.value)}
            >
              {d.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.country.errorId} errors={fields.country.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.state.id} className="text-sm font-medium">
              {t('fields.state')}
            </label>
            {states.length ? (
              <select
                {...getSelectProps(fields.state)}
                key={`${fields.state.key}-${country}`}
                autoComplete="address-level1"
                className={select}
              >
                <option value="">{t('address.chooseState')}</option>
                {states.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...getInputProps(fields.state, { type: 'text' })}
                key={`${fields.state.key}-${country}`}
                autoComplete="address-level1"
                maxLength={10}
                className={inputClass}
              />
            )}
            <FieldErrors id={fields.state.errorId} errors={fields.state.errors} />
          </div>
          <TextField field={fields.city} label={t('fields.city')} autoComplete="address-level2" />
          <TextField
            field={fields.zip}
            label={t('fields.zip')}
            autoComplete="postal-code"
            dir="ltr"
          />
          <TextField
            field={fields.address_1}
            label={t('fields.address_1')}
            autoComplete="address-line1"
          />
          <TextField
            field={fields.address_2}
            label={t('fields.address_2')}
            autoComplete="address-line2"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            {...getInputProps(fields.default, { type: 'checkbox', value: '1' })}
            key={fields.default.key}
          />
          {t('address.makeDefault')}
        </label>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent="save">{t('address.save')}</SubmitButton>
          <Link to={location.pathname} className="btn-secondary">
            {t('cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
