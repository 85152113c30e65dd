import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nConfig } from './lib/i18n.ts';
import { NonceProvider } from './lib/nonce.tsx';

// Elements React creates after hydration (a <style> re-rendered on navigation) need the page's CSP nonce
// too. Browsers hide the attribute but keep the property on the elements the server sent.
function pageNonce(): string {
  return (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
}

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .init({ ...i18nConfig, lng: document.documentElement.lang || 'en' });
  startTransition(() => {
    hydrateRoot(
      document,
      <NonceProvider value={pageNonce()}>
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>
      </NonceProvider>,
    );
  });
}

void hydrate();
