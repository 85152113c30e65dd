// What the component and screen tests share: one i18next instance with the app's resources, and a render of
// a Remix stub inside translations and a CSRF token (product cards and the header carry forms).
import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { beforeAll } from 'vitest';
import { i18nConfig } from '#app/lib/i18n-resources.server.ts';

const i18n = i18next.createInstance();

/** Loads the translations (English first) before the file's tests. */
export function loadTranslations() {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
  });
}

/** Renders the stub's `routes` at `path` in language `lng`, with the CSRF token `csrf`. */
export function renderStub(
  routes: Parameters<typeof createRemixStub>[0],
  path = '/',
  { lng = 'en', csrf = 'test-csrf' }: { lng?: string; csrf?: string } = {},
) {
  void i18n.changeLanguage(lng);
  const Stub = createRemixStub(routes);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthenticityTokenProvider token={csrf}>
        <Stub initialEntries={[path]} />
      </AuthenticityTokenProvider>
    </I18nextProvider>,
  );
}

/** Renders `element` alone at `path`. */
export const renderAt = (path: string, element: ReactNode, lng = 'en', csrf?: string) =>
  renderStub([{ path: '*', Component: () => <>{element}</> }], path, { lng, csrf });

/** The site's money settings in US dollars, the way prices and cards are given them. */
export const USD = {
  currency: 'USD',
  currency_icon: '$',
  currency_position: 1,
  decimal_format: 'en-US',
};

/** Where product cards find their images (uploads, thumbnails, the placeholder). */
export const CARD_IMAGES = {
  img_src_url: '/uploads/',
  thumb_prefix: 'thumb-',
  default_image: 'd.webp',
};
