// The address form (add and edit): Conform with the module's schema, the states following the country.
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ADDRESS_LABELS, needsZip } from '#contract/addresses/schemas.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import {
  EmailField,
  FieldErrors,
  FormErrors,
  LabelledControl,
  PhoneField,
  TextField,
  inputClass,
} from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { CheckboxField } from '#app/components/checkbox-field.tsx';
import { useRootData } from '#app/components/use-root.ts';
import { AddressFormSchema } from '#app/routes/($lang).user.addresses/schema.ts';
import type { action, loader } from '#app/routes/($lang).user.addresses/route.tsx';

export function AddressForm() {
  const { t } = useTranslation('account');
  const d = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const location = useLocation();
  const e = d.editing;
  const user = useRootData()?.user;
  const [form, fields] = useShopForm({
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
      : {
          label: 'home',
          // A signed-in shopper's new address starts with their own name and e-mail.
          name: user?.name ?? '',
          email: user?.email ?? '',
          country: d.defaults.country,
          state: d.defaults.state,
        },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, AddressFormSchema, t),
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
          <LabelledControl id={fields.label.id} label={t('fields.label')}>
            <select {...getSelectProps(fields.label)} key={fields.label.key} className={select}>
              {ADDRESS_LABELS.map((l) => (
                <option key={l} value={l}>
                  {t(`address.labels.${l}`)}
                </option>
              ))}
            </select>
          </LabelledControl>
          <TextField field={fields.name} label={t('fields.name')} autoComplete="name" />
          <EmailField field={fields.email} />
          <PhoneField field={fields.phone} />
          <LabelledControl id={fields.country.id} label={t('fields.country')}>
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
          </LabelledControl>
          <LabelledControl id={fields.state.id} label={t('fields.state')}>
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
          </LabelledControl>
          <TextField field={fields.city} label={t('fields.city')} autoComplete="address-level2" />
          <TextField
            field={fields.zip}
            label={t(needsZip(country) ? 'fields.zip' : 'address.zipOptional')}
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
        <CheckboxField field={fields.default} value="1">
          {t('address.makeDefault')}
        </CheckboxField>
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
