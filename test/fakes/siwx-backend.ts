import type { VerifySiwxSessionOptions } from '../../infrastructure/siwx/entry.ts';

/**
 * A dApp backend's side of sign-in with X, as the README recipe has it: it issues a fresh nonce for each
 * message (handed to InformalMessenger as `getNonce`) and accepts each one once.
 */
export function siwxTestBackend(domain = 'app.example') {
  const issued = new Set<string>();
  return {
    issued,
    getNonce: async (): Promise<string> => {
      const nonce = globalThis.crypto.randomUUID().replaceAll('-', '');
      issued.add(nonce);
      return nonce;
    },
    /** What the backend binds a presented sign-in to, for a sign-in on `chainId`. */
    context: (chainId: string): VerifySiwxSessionOptions => ({
      domain,
      uri: `https://${domain}/`,
      chainIds: [chainId],
      maxAgeSeconds: 300,
      consumeNonce: async (nonce) => issued.delete(nonce),
    }),
  };
}
