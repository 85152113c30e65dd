// The product editor's pictures: upload (a multipart form that works without JavaScript), alt texts per
// language and the attribute values each is shown for, move up or down (the first is the cover), delete.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { languageDir } from '#contract/codes.ts';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { languageName, PRODUCT_LANGUAGES } from '#app/lib/workspace.ts';
import { img } from '#app/lib/format.ts';
import { inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { RecordSection } from '#app/components/admin-record.tsx';
import { useRootData } from '#app/components/use-root.ts';
import type { EditorProduct } from '#app/components/workspace/editor-data.ts';

export function Pictures({ product: p }: { product: EditorProduct }) {
  // The values the product's variants come in: a picture may be the one shown for some of them.
  const values = [
    ...new Map(p.inventories.flatMap((i) => i.values).map((v) => [v.value_id, v])).values(),
  ];
  const { t } = useTranslation('workspace');
  const site = useRootData()?.site;
  const archived = p.status === 'archived';
  return (
    <RecordSection id="product-images" title={t('images.title')} testId="product-images">
      {p.images.length ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {p.images.map((pic, i) => (
            <li
              key={pic.id}
              className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
              data-testid="product-image"
            >
              {site ? (
                <img
                  src={img(pic.image, site, true)}
                  alt={pic.alt.en || t('images.picture', { n: i + 1 })}
                  width={160}
                  height={160}
                  className="h-40 w-40 self-center object-contain"
                  loading="lazy"
                />
              ) : null}
              <p className="text-xs text-slate-600">
                {i === 0 ? t('images.cover') : t('images.position', { n: i + 1 })}
              </p>
              {!archived ? (
                <>
                  <Form method="post" className="flex flex-col gap-1">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="image_id" value={pic.id} />
                    {(['en', ...PRODUCT_LANGUAGES] as const).map((lang) => (
                      <label key={lang} className="flex flex-col text-xs">
                        {t('images.alt', {
                          language: languageName(lang),
                        })}
                        <input
                          name={`alt_${lang}`}
                          lang={lang}
                          dir={languageDir(lang)}
                          maxLength={190}
                          defaultValue={pic.alt[lang] ?? ''}
                          className={inputClass}
                        />
                      </label>
                    ))}
                    {values.length ? (
                      <fieldset className="flex flex-wrap gap-x-3 text-xs">
                        <legend className="mb-1">{t('images.shownFor')}</legend>
                        {values.map((v) => (
                          <label key={v.value_id} className="inline-flex items-center gap-1">
                            <input
                              type="checkbox"
                              name="value_ids"
                              value={v.value_id}
                              defaultChecked={pic.value_ids.includes(v.value_id)}
                            />
                            <bdi>{v.value}</bdi>
                          </label>
                        ))}
                      </fieldset>
                    ) : null}
                    <SubmitButton intent="alt" className="btn-secondary self-start text-xs">
                      {t('images.saveAlt')}
                    </SubmitButton>
                  </Form>
                  <Form method="post" className="flex flex-wrap gap-2">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="image_id" value={pic.id} />
                    {i > 0 ? (
                      <SubmitButton intent="image-up" className="btn-secondary text-xs">
                        {t('images.up')}
                      </SubmitButton>
                    ) : null}
                    {i < p.images.length - 1 ? (
                      <SubmitButton intent="image-down" className="btn-secondary text-xs">
                        {t('images.down')}
                      </SubmitButton>
                    ) : null}
                    <SubmitButton intent="image-delete" className="btn-secondary text-xs">
                      {t('images.delete')}
                    </SubmitButton>
                  </Form>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">{t('images.none')}</p>
      )}
      {!archived ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-3"
        >
          <AuthenticityTokenInput />
          <label className="flex flex-col text-sm">
            {t('images.file')}
            <input
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              required
              className="text-sm"
            />
          </label>
          <label className="flex flex-col text-sm">
            {t('images.alt', { language: languageName('en') })}
            <input name="alt" maxLength={190} className={inputClass} />
          </label>
          <SubmitButton intent="image" className="btn-secondary text-sm">
            {t('images.upload')}
          </SubmitButton>
          <p className="w-full text-xs text-slate-600">{t('images.hint')}</p>
        </Form>
      ) : null}
    </RecordSection>
  );
}
