import { createContext, useContext } from 'react';

const NonceContext = createContext<string>('');
export const NonceProvider = NonceContext.Provider;
/** The per-request CSP nonce, for inline <script>/<style> (the policy is enforced, server.ts). */
export const useNonce = () => useContext(NonceContext);
