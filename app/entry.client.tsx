import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TIMINGS } from '#contract/codes.ts';
import { i18nConfig } from '#app/lib/i18n.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';

// Elements React creates after hydration (a <style> re-rendered on navigation) need the page's CSP nonce
// too. Browsers hide the attribute but keep the property on the elements the server sent.
function pageNonce(): string {
  return (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
}

// A deploy replaces hashed chunks: a failed chunk load reloads the page, at most once a minute (spec §8).
function reloadOnChunkError(message: string) {
  if (
    !/dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      message,
    )
  )
    return;
  const last = Number(sessionStorage.getItem('chunk-reload-at') ?? 0);
  if (Date.now() - last < TIMINGS.chunkReloadGuard) return;
  sessionStorage.setItem('chunk-reload-at', String(Date.now()));
  window.location.reload();
}
window.addEventListener('error', (e) => reloadOnChunkError(String(e.message)));
window.addEventListener('unhandledrejection', (e) => {
  // A newer navigation aborts the one before it; the older page's streamed data then rejects with an
  // AbortError nobody waits for any more. That is expected, not an error.
  if ((e.reason as Error | undefined)?.name === 'AbortError') {
    e.preventDefault();
    return;
  }
  reloadOnChunkError(String((e.reason as Error | undefined)?.message ?? e.reason));
});

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
