// A store's profile on its page (issue 34 item 2): its banner, its description, contact and its shipping and
// return policies in the reader's language (the API falls back to English). Plain text: line breaks are
// the seller's, nothing of it is read as HTML.
import { useTranslation } from 'react-i18next';
import { img } from '#app/lib/format.ts';
import type { ImageSettings } from '#contract/images.ts';

type Profile = {
  name?: string | null;
  banner_image?: string | null;
  description?: string | null;
  contact_email?: string | null;
  contact_phone?: string | null;
  shipping_policy?: string | null;
  return_policy?: string | null;
};

export function StoreBanner({ store, site }: { store: Profile; site: ImageSettings }) {
  if (!store.banner_image) return null;
  return (
    <img
      src={img(store.banner_image, site)}
      alt=""
      width={1200}
      height={300}
      className="h-40 w-full rounded-lg object-cover sm:h-56"
      data-testid="store-banner"
    />
  );
}

export function StoreProfile({ store }: { store: Profile }) {
  const { t } = useTranslation('store');
  const policies = [
    ['shipping', store.shipping_policy],
    ['returns', store.return_policy],
  ] as const;
  const contact = store.contact_email || store.contact_phone;
  if (!store.description && !contact && !store.shipping_policy && !store.return_policy) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      aria-label={t('page.about', { name: store.name ?? '' })}
      data-testid="store-profile"
    >
      {store.description ? (
        <p className="whitespace-pre-line" data-testid="store-description">
          {store.description}
        </p>
      ) : null}
      {contact ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1" data-testid="store-contact">
          <span className="font-medium">{t('page.contact')}</span>
          {store.contact_email ? (
            <a href={`mailto:${store.contact_email}`} className="underline" dir="ltr">
              {store.contact_email}
            </a>
          ) : null}
          {store.contact_phone ? (
            <a
              href={`tel:${store.contact_phone.replace(/[^+0-9]/g, '')}`}
              className="underline"
              dir="ltr"
            >
              {store.contact_phone}
            </a>
          ) : null}
        </p>
      ) : null}
      {policies.map(([key, text]) =>
        text ? (
          <details key={key} data-testid={`store-${key}`}>
            <summary className="cursor-pointer font-medium">{t(`page.${key}`)}</summary>
            <p className="mt-2 whitespace-pre-line">{text}</p>
          </details>
        ) : null,
      )}
    </section>
  );
}
