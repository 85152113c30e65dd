// The shipping and tax screens' parts (issue 35 item 5): each form a Conform form posted to the route's action
// with its CSRF token and its intent, validated in the browser with JavaScript and on the server always; a
// page holds several forms and the action's answer names the one it is for. The place fields work without
// JavaScript: every state of the listed countries in one list, grouped by country.
import { Form, useActionData } from '@remix-run/react';
import {
  getFormProps,
  getSelectProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from '#contract/zod.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { SHIPPING_FORM_MESSAGES } from '#app/lib/shipping-admin.ts';
import {
  FieldErrors,
  FormErrors,
  LabelledControl,
  TextField,
  inputClass,
} from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { CheckboxField } from '#app/components/checkbox-field.tsx';

type Answer = { intent?: string; result?: SubmissionResult<string[]> };

/** The Conform form `key` of this page, with the action's answer when it was for it. */
export function useShippingForm<S extends z.ZodObject>(
  key: string,
  schema: S,
  defaultValue?: Record<string, string>,
) {
  const { t } = useTranslation('shipping');
  const answer = useActionData<Answer>();
  return useShopForm<z.input<S>, z.output<S>, string[]>({
    id: `shipping-${key.replace(/[^\w-]/g, '-')}`,
    lastResult: answer?.intent === key ? answer.result : undefined,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t, SHIPPING_FORM_MESSAGES),
  });
}

export function ShippingForm({
  form,
  intent,
  submit,
  hidden,
  children,
  testId,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields
  form: FormMetadata<any, string[]>;
  intent: string;
  submit: string;
  hidden?: Record<string, string>;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      data-testid={testId}
      {...getFormProps(form)}
    >
      <AuthenticityTokenInput />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors errors={form.errors} />
      {children}
      <SubmitButton intent={intent} className="btn-primary self-start text-sm">
        {submit}
      </SubmitButton>
    </Form>
  );
}

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Place = { code: string; name: string };
export type Places = { countries: Place[]; states: Record<string, Place[]> };

function SelectField({
  field,
  label,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  children: ReactNode;
}) {
  return (
    <LabelledControl id={field.id} label={label}>
      <select {...getSelectProps(field)} key={field.key} className={inputClass}>
        {children}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </LabelledControl>
  );
}

/** Where: a country of the list and maybe one of its states (every state of every country in one list). */
export function WhereFields({
  country,
  state,
  places,
}: {
  country: FieldMetadata<unknown>;
  state: FieldMetadata<unknown>;
  places: Places;
}) {
  const { t } = useTranslation('shipping');
  return (
    <>
      <SelectField field={country} label={t('fields.country')}>
        <option value="">{t('place.chooseCountry')}</option>
        {places.countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField field={state} label={t('fields.state')}>
        <option value="">{t('place.everyState')}</option>
        {places.countries
          .filter((c) => places.states[c.code]?.length)
          .map((c) => (
            <optgroup key={c.code} label={c.name}>
              {places.states[c.code]!.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ))}
      </SelectField>
    </>
  );
}

/** A place's fields: where (country, maybe one state), the delivery price and days, and the pickup point. */
export function PlaceFields({
  fields,
  places,
}: {
  fields: Record<string, FieldMetadata<unknown>>;
  places: Places;
}) {
  const { t } = useTranslation('shipping');
  const f = (name: string) => fields[name]!;
  const countryOptions = places.countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <WhereFields country={f('country')} state={f('state')} places={places} />
        <TextField field={f('price')} label={t('fields.price')} dir="ltr" inputMode="numeric" />
        <TextField
          field={f('day_needed')}
          label={t('fields.day_needed')}
          dir="ltr"
          inputMode="numeric"
        />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('place.pickup')}</legend>
        <CheckboxField field={f('pickup_point')} value="on">
          {t('fields.pickup_point')}
        </CheckboxField>
        <p className="text-xs text-slate-600">{t('place.pickupHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            field={f('pickup_price')}
            label={t('fields.pickup_price')}
            dir="ltr"
            inputMode="numeric"
          />
          <TextField
            field={f('pickup_phone')}
            label={t('fields.pickup_phone')}
            type="tel"
            dir="ltr"
          />
          <TextField field={f('pickup_address_line_1')} label={t('fields.pickup_address_line_1')} />
          <TextField field={f('pickup_address_line_2')} label={t('fields.pickup_address_line_2')} />
          <TextField field={f('pickup_city')} label={t('fields.pickup_city')} />
          <TextField field={f('pickup_state')} label={t('fields.pickup_state')} />
          <TextField field={f('pickup_zip')} label={t('fields.pickup_zip')} dir="ltr" />
          <SelectField field={f('pickup_country')} label={t('fields.pickup_country')}>
            <option value="">{t('place.chooseCountry')}</option>
            {countryOptions}
          </SelectField>
        </div>
      </fieldset>
    </div>
  );
}
