// The edit (or create) screen of a static page (issue 35 item 3): slug, status and meta description, then
// for each of the five languages its title and rich text (a textarea of HTML; each input labelled, with its
// `lang` and `dir`). Preview posts `intent=preview`: the action answers the typed form with each language's
// text as shoppers will see it, saving nothing. A `<Form method="post">` with CSRF, validated on the server;
// a refusal comes back next to its field with what was typed kept.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CONTENT_STATUSES, type PageRecord } from '#contract/content/schemas.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useShopForm } from '#app/lib/form-validation.ts';
import type { pageAction, pageLoader } from '#app/lib/content.server.ts';
import { PAGE_LANGS } from '#app/lib/content.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';
import { AdminRecord, AuditSection } from '#app/components/admin-record.tsx';
import { PageHtml } from '#app/components/page-html.tsx';
import { useLocale } from '#app/components/use-root.ts';

type Field = FieldMetadata<unknown>;

function Input({
  field,
  label,
  ...attrs
}: {
  field: Field;
  label: string;
  lang?: string;
  dir?: string;
}) {
  const props = getInputProps(field, { type: 'text' });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input {...props} key={props.key} lang={attrs.lang} dir={attrs.dir} className={inputClass} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function defaults(page: PageRecord | null): Record<string, string> {
  if (!page) return { status: 'public' };
  const out: Record<string, string> = {
    slug: page.slug,
    status: page.status,
    meta_description: page.meta_description ?? '',
  };
  for (const l of PAGE_LANGS) {
    out[`title${l.suffix}`] = page.titles[l.lang];
    out[`description${l.suffix}`] = page.descriptions[l.lang];
  }
  return out;
}

/** Each language's text as it will show, after a Preview. */
function Preview({ preview }: { preview: { lang: string; dir: string; html: string }[] }) {
  const { t } = useTranslation('content');
  return (
    <section
      aria-labelledby="page-preview"
      className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4"
      data-testid="page-preview"
    >
      <h2 id="page-preview" className="text-lg font-semibold">
        {t('pages.preview')}
      </h2>
      <p className="text-sm text-slate-700">{t('pages.previewNote')}</p>
      {preview.length ? (
        preview.map((p) => (
          <div key={p.lang} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{t(`lang.${p.lang}`)}</h3>
            <PageHtml html={p.html} testId={`page-preview-${p.lang}`} lang={p.lang} dir={p.dir} />
          </div>
        ))
      ) : (
        <p className="text-sm">{t('pages.previewEmpty')}</p>
      )}
    </section>
  );
}

export function PageFormScreen() {
  const { t } = useTranslation('content');
  const { page } = useLoaderData<typeof pageLoader>();
  const answer = useActionData<typeof pageAction>();
  const lang = useLocale();
  const [search] = useSearchParams();
  const [form, fields] = useShopForm<Record<string, string>>({
    id: `page-${page?.id ?? 'new'}`,
    lastResult: answer?.result,
    defaultValue: defaults(page),
    shouldValidate: 'onSubmit',
  });
  const all = fields as unknown as Record<string, Field>;
  const status = getSelectProps(all.status!);
  return (
    <AdminRecord
      back={localizePath('/admin/pages', lang)}
      backLabel={t('pages.back')}
      title={page ? t('pages.edit', { title: page.title }) : t('pages.new')}
    >
      {answer?.preview ? <Preview preview={answer.preview} /> : null}
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Input field={all.slug!} label={t('fields.slug')} dir="ltr" />
            <p className="text-xs text-slate-600">{t('pages.slugHint')}</p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={all.status!.id} className="text-sm font-medium">
              {t('fields.status')}
            </label>
            <select {...status} key={status.key} className={inputClass}>
              {CONTENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Input field={all.meta_description!} label={t('fields.meta_description')} />
        {page?.component ? (
          <p className="text-sm text-slate-700">{t('pages.componentNote')}</p>
        ) : null}
        {PAGE_LANGS.map((l) => {
          const body = all[`description${l.suffix}`]!;
          const area = getTextareaProps(body);
          return (
            <fieldset
              key={l.lang}
              className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
            >
              <legend className="px-1 text-sm font-semibold">{t(`lang.${l.lang}`)}</legend>
              <Input
                field={all[`title${l.suffix}`]!}
                label={t('fields.titleIn', { language: t(`lang.${l.lang}`) })}
                lang={l.lang}
                dir={l.dir}
              />
              {page?.component ? null : (
                <div className="flex flex-col gap-1">
                  <label htmlFor={body.id} className="text-sm font-medium">
                    {t('fields.descriptionIn', { language: t(`lang.${l.lang}`) })}
                  </label>
                  <textarea
                    {...area}
                    key={area.key}
                    rows={l.lang === 'en' ? 10 : 5}
                    lang={l.lang}
                    dir={l.dir}
                    className={`${inputClass} font-mono text-sm`}
                  />
                  <FieldErrors id={body.errorId} errors={body.errors} />
                </div>
              )}
            </fieldset>
          );
        })}
        <p className="text-xs text-slate-600">{t('pages.htmlHint')}</p>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent="preview" className="btn-secondary">
            {t('pages.previewButton')}
          </SubmitButton>
          <SubmitButton intent="save" className="btn-primary">
            {page ? t('form.save') : t('form.create')}
          </SubmitButton>
        </div>
      </Form>
      {page && !page.component ? (
        search.get('delete') ? (
          <ConfirmDelete labelId="page-delete" confirmLabel={t('form.delete')} />
        ) : (
          <Link to="?delete=1" className="btn-secondary self-start text-sm" preventScrollReset>
            {t('form.delete')}
          </Link>
        )
      ) : null}
      {page ? (
        <AuditSection
          rows={page.audit}
          empty={t('audit.empty')}
          actionLabel={(a) => t(`audit.${a.split(':')[1] ?? 'update'}`)}
          render={(before, after) =>
            Object.keys({ ...before, ...after })
              .filter((k) => k !== 'id' && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
              .map((k) => t(`audit.changed`, { field: k }))
          }
        />
      ) : null}
    </AdminRecord>
  );
}
