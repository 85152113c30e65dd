// The local PayPal's webhook signing key (issue 37 item 1, decision 132).
import { generateKeyPairSync } from 'node:crypto';
import type { SandboxStore } from '../types.ts';

/**
 * The local PayPal's webhook signing key: made once per installation and kept in its store (the first
 * worker's wins, so every worker and machine signs and verifies alike); never a key written in the source.
 */
export async function paypalSigningKey(
  store: SandboxStore,
): Promise<{ privateKey: string; publicKey: string }> {
  const made = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return store.claim('signing-key', made);
}
