import { createContext, useContext } from 'react';

// The content hashes of the page language's string namespaces (decision 082), for the document's locales
// script (root.tsx). The server renders them from entry.server.tsx's provider; the browser reads them back
// from that script's `window.__locales`, so they are not sent a second time in the root's data (116).
const LocaleVersionsContext = createContext<Record<string, string> | null>(null);
export const LocaleVersionsProvider = LocaleVersionsContext.Provider;

export function useLocaleVersions(): Record<string, string> {
  const fromServer = useContext(LocaleVersionsContext);
  if (fromServer) return fromServer;
  const boot =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as { __locales?: { versions: Record<string, string> } }).__locales;
  return boot?.versions ?? {};
}
