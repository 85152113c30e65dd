// A category's or a brand's picture on its record page (issue 33): the current one and an upload — a
// multipart `<Form method="post">` of its own with CSRF, so it works without JavaScript.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { img } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { RecordSection } from '#app/components/admin-record.tsx';
import { useRootData } from '#app/components/use-root.ts';

export function TaxonomyPicture({ image, title }: { image: string | null; title: string }) {
  const { t } = useTranslation('taxonomy');
  const site = useRootData()?.site;
  return (
    <RecordSection id="taxonomy-picture" title={t('fields.image')} testId="taxonomy-picture">
      {image && site ? (
        <img
          src={img(image, site, true)}
          alt={title}
          width={120}
          height={120}
          className="h-30 w-30 object-contain"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('form.noImage')}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <AuthenticityTokenInput />
        <label className="flex flex-col text-sm">
          {t('picture.file')}
          <input
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp"
            required
            className="text-sm"
          />
        </label>
        <SubmitButton intent="image" className="btn-secondary text-sm">
          {t('picture.upload')}
        </SubmitButton>
        <p className="w-full text-xs text-slate-600">{t('picture.hint')}</p>
      </Form>
    </RecordSection>
  );
}
