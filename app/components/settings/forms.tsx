// The settings screens' parts (issue 35 item 4): the tabs between them, a Conform form bound to the answer of
// its own intent, and the checkbox, select and radio fields (each labelled, its errors under it).
import { NavLink, useActionData } from '@remix-run/react';
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { z } from '#contract/zod.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { SETTINGS_FORM_MESSAGES } from '#app/lib/settings.ts';
import type { FormAnswer } from '#app/lib/payouts.server.ts';
import { FieldErrors, inputClass } from '#app/components/form.tsx';
import { useLocale } from '#app/components/use-root.ts';

type Field = FieldMetadata<unknown>;

/** The Conform form `key` of this page, with the action's answer when it was for it. */
export function useSettingsForm<S extends z.ZodType>(
  key: string,
  schema: S,
  defaultValue: Record<string, unknown>,
) {
  const { t } = useTranslation('settings');
  const answer = useActionData<Partial<FormAnswer>>();
  return useShopForm<Record<string, unknown>, z.output<S>, string[]>({
    id: `settings-${key}`,
    lastResult: answer?.intent === key ? answer.result : undefined,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t, SETTINGS_FORM_MESSAGES),
  });
}

const TABS = [
  ['/admin/settings', 'nav.site'],
  ['/admin/settings/shop', 'nav.shop'],
  ['/admin/settings/payments', 'nav.payments'],
] as const;

/** The tabs between the settings screens (the payout terms are in the side nav). */
export function SettingsTabs() {
  const { t } = useTranslation('settings');
  const lang = useLocale();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {TABS.map(([path, key]) => (
          <li key={path}>
            <NavLink
              to={localizePath(path, lang)}
              end
              className={({ isActive }) =>
                `rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-slate-900 font-semibold text-white' : 'hover:bg-slate-100'}`
              }
            >
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Check({
  field,
  label,
  hint,
  disabled,
}: {
  field: Field;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const props = getInputProps(field, { type: 'checkbox', value: 'on' });
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm">
        <input
          {...props}
          key={props.key}
          disabled={disabled}
          aria-describedby={hint ? `${field.id}-hint` : props['aria-describedby']}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${field.id}-hint`} className="ms-6 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function Select({
  field,
  label,
  options,
}: {
  field: Field;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const props = getSelectProps(field);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <select {...props} key={props.key} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Several checkboxes of one name (`languages`, `enabled`): a fieldset with its legend and errors. */
export function CheckGroup({
  field,
  legend,
  options,
}: {
  field: Field;
  legend: string;
  options: readonly {
    value: string;
    label: string;
    lang?: string;
    hint?: string;
    disabled?: boolean;
  }[];
}) {
  const initial = field.initialValue;
  const checked = new Set(
    Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : [],
  );
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={field.errors?.length ? field.errorId : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {options.map((o) => (
        <div key={o.value} className="flex flex-col">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={o.value}
              defaultChecked={checked.has(o.value)}
              disabled={o.disabled}
              key={`${field.key ?? ''}-${o.value}`}
            />
            <span lang={o.lang}>{o.label}</span>
          </label>
          {o.hint ? <p className="ms-6 text-xs text-slate-600">{o.hint}</p> : null}
        </div>
      ))}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
