// `/admin/scripts` (issue 35 item 3): the shop's custom scripts. Each runs only after the shopper accepted
// cookies, inline under the page's CSP nonce, in the head and/or at the end of the body, on the pages its
// pattern names (app/components/third-party.tsx); the code is JavaScript only, 20,000 characters at most.
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SCRIPT_MAX, type ScriptItem } from '#contract/content/schemas.ts';
import type { scriptsLoader } from '#app/lib/content.server.ts';
import { FieldErrors, inputClass } from '#app/components/form.tsx';
import {
  RowForm,
  RowInput,
  RowStatus,
  useRow,
  type Row,
} from '#app/components/content/row-form.tsx';

function Code({ row, rowKey, place }: { row: Row; rowKey: string; place: 'header' | 'body' }) {
  const { t } = useTranslation('content');
  const on = `${rowKey}-${place}_script`;
  const code = `${rowKey}-${place}_script_code`;
  const errors = row.errors(`${place}_script_code`);
  const checked = ['true', 'on', '1'].includes(row.value(`${place}_script`));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={on} className="flex items-center gap-2 text-sm">
        <input
          id={on}
          type="checkbox"
          name={`${place}_script`}
          value="on"
          defaultChecked={checked}
          key={row.answerKey}
        />
        {t(`scripts.${place}`)}
      </label>
      <label htmlFor={code} className="text-xs font-medium">
        {t(`scripts.${place}Code`)}
      </label>
      <textarea
        id={code}
        name={`${place}_script_code`}
        rows={4}
        dir="ltr"
        maxLength={SCRIPT_MAX}
        defaultValue={row.value(`${place}_script_code`)}
        key={row.answerKey}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${code}-error` : undefined}
        className={`${inputClass} font-mono text-sm`}
      />
      <FieldErrors id={`${code}-error`} errors={errors} />
    </div>
  );
}

function ScriptRow({ script }: { script?: ScriptItem }) {
  const { t } = useTranslation('content');
  const rowKey = `scripts-${script?.id ?? 'new'}`;
  const row = useRow(rowKey, script ?? { route_pattern: '*', status: 'hidden' });
  return (
    <RowForm
      row={row}
      rowKey={rowKey}
      id={script?.id}
      label={script ? t('scripts.edit', { id: script.id }) : t('scripts.add')}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <RowInput
          row={row}
          rowKey={rowKey}
          name="route_pattern"
          label={t('fields.route_pattern')}
          dir="ltr"
          maxLength={200}
        />
        <RowStatus row={row} rowKey={rowKey} />
      </div>
      <p className="text-xs text-slate-600">{t('scripts.patternHint')}</p>
      <Code row={row} rowKey={rowKey} place="header" />
      <Code row={row} rowKey={rowKey} place="body" />
    </RowForm>
  );
}

export function ScriptsScreen() {
  const { t } = useTranslation('content');
  const { scripts } = useLoaderData<typeof scriptsLoader>();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('scripts.title')}</h1>
      <p className="text-sm text-slate-700">{t('scripts.intro')}</p>
      <section
        aria-label={t('scripts.title')}
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
      >
        {scripts.map((s) => (
          <ScriptRow key={s.id} script={s} />
        ))}
        <ScriptRow />
      </section>
    </div>
  );
}
