import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, type I18nextProviderProps } from 'react-i18next';
import { getInitialNamespaces } from 'remix-i18next/client';
import { i18nOptions, localesHref, routeNamespaces } from '#app/lib/i18n.ts';
import { BrowserI18n, type ReadStrings } from '#app/lib/i18n-browser.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';

// Elements React creates after hydration (a <style> re-rendered on navigation) need the page's CSP nonce
// too. Browsers hide the attribute but keep the property on the elements the server sent.
function pageNonce(): string {
  return (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
}

// A chunk that fails to load reloads the page: the document's first script listens (app/lib/chunk-reload.ts).

// Strings come per language and namespace from /locales/{lng}/{ns} (decision 082): never the other
// languages, and only the namespaces a page uses. The document's inline script (root.tsx) has already
// started fetching the ones its routes declare, and knows every namespace's version for its URL.
type LocalesBoot = {
  lng: string;
  versions: Record<string, string>;
  fetched: Record<string, Promise<Response>>;
};
const boot = (window as unknown as { __locales?: LocalesBoot }).__locales;
const readStrings: ReadStrings = async (lng, ns) => {
  const started = boot?.lng === lng ? boot.fetched[ns] : undefined;
  if (started) delete boot!.fetched[ns];
  const version = boot?.lng === lng ? boot.versions[ns] : undefined;
  const r = await (started ?? fetch(localesHref(lng, ns, version)));
  if (!r.ok) throw new Error(`${r.status} for the ${lng}/${ns} strings`);
  return (await r.json()) as Record<string, unknown>;
};

async function hydrate() {
  // Remix's entry script is async: it may run while the document is still streaming. The namespaces the
  // server used arrive in its last script (entry.server.tsx), so wait for the whole document first; a
  // namespace missed here would leave a string to suspend mid-hydration or to differ from the server's.
  if (document.readyState === 'loading')
    await new Promise((done) =>
      document.addEventListener('DOMContentLoaded', done, { once: true }),
    );
  // i18next's API in a browser-sized build (decision 087); the server renders with i18next itself.
  const i18n = new BrowserI18n(readStrings, {
    lng: document.documentElement.lang || 'en',
    defaultNS: i18nOptions.defaultNS,
    // The routes' declared namespaces, and any other the server's render used (entry.server.tsx).
    ns: routeNamespaces([
      { i18n: getInitialNamespaces() },
      { i18n: (window as unknown as { __localesUsed?: unknown }).__localesUsed },
    ]),
    // A component whose namespace is not loaded yet suspends: hydration waits for it, and a client
    // navigation (a transition) keeps the previous page until it is there — never a flash of keys.
    // Every key exists in every language (locales.test.ts): English is never fetched as a fallback.
    react: { useSuspense: true },
  }).use(initReactI18next);
  await i18n.init();
  startTransition(() => {
    hydrateRoot(
      document,
      <NonceProvider value={pageNonce()}>
        <I18nextProvider i18n={i18n as unknown as I18nextProviderProps['i18n']}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>
      </NonceProvider>,
    );
  });
}

void hydrate();
