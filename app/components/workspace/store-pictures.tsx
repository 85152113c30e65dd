// The store's logo and banner (issue 34 item 1): each uploaded by a multipart form that works without
// JavaScript, judged by its bytes in the API and stored as WebP; a remove button when there is one.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { img } from '#app/lib/format.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { RecordSection } from '#app/components/admin-record.tsx';
import { useRootData } from '#app/components/use-root.ts';

function Picture({ which, name }: { which: 'logo' | 'banner'; name: string | null }) {
  const { t } = useTranslation('store');
  const site = useRootData()?.site;
  const label = t(`pictures.${which}`);
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      data-testid={`store-${which}`}
    >
      <h3 className="font-semibold">{label}</h3>
      {name && site ? (
        <img
          src={img(name, site)}
          alt={t('pictures.current', { picture: label })}
          width={which === 'logo' ? 120 : 360}
          height={120}
          className={
            which === 'logo' ? 'h-28 w-28 object-contain' : 'h-28 w-full max-w-md object-cover'
          }
        />
      ) : (
        <p className="text-sm text-slate-600">{t('pictures.none')}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <AuthenticityTokenInput />
        <label className="flex flex-col text-sm">
          {t('pictures.file', { picture: label })}
          <input
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp"
            required
            className="text-sm"
          />
        </label>
        <SubmitButton intent={which} className="btn-secondary text-sm">
          {t('pictures.upload', { picture: label })}
        </SubmitButton>
      </Form>
      {name ? (
        <Form method="post">
          <AuthenticityTokenInput />
          <SubmitButton intent={`remove-${which}`} className="btn-secondary text-xs">
            {t('pictures.remove', { picture: label })}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

export function StorePictures({ logo, banner }: { logo: string | null; banner: string | null }) {
  const { t } = useTranslation('store');
  return (
    <RecordSection id="store-pictures" title={t('pictures.title')} testId="store-pictures">
      <div className="grid gap-3 md:grid-cols-2">
        <Picture which="logo" name={logo} />
        <Picture which="banner" name={banner} />
      </div>
      <p className="text-xs text-slate-600">{t('pictures.hint')}</p>
    </RecordSection>
  );
}
