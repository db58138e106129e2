import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64, hex } from '@scure/base';
import { signerSlot, transactionLayout, withSignature } from './solana-transaction-bytes.ts';
import type { FamilyRequestAnswerer } from './wc-test-wallet-namespaces.ts';

/**
 * The Solana side of the WalletConnect test wallet: WalletConnect's Solana methods answered with a real
 * ed25519 key, as a phone wallet would (`solana_signMessage` → `{ signature }` in base58,
 * `solana_signTransaction` → `{ signature, transaction }` with the transaction in base64).
 */
export function solanaRequestAnswerer(seedHex: string): FamilyRequestAnswerer & { readonly address: string } {
  const seed = hex.decode(seedHex.replace(/^0x/, ''));
  const publicKey = ed25519.getPublicKey(seed);
  const address = base58.encode(publicKey);
  return {
    namespace: 'solana',
    address,
    methods: ['solana_signMessage', 'solana_signTransaction'],
    accountsOn: () => [address],
    answer(method: string, params: unknown): unknown {
      const input = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
      if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return [{ pubkey: address }];
      if (method === 'solana_signMessage') {
        if (input['pubkey'] !== undefined && input['pubkey'] !== address) throw new Error('test wallet: not my account');
        return { signature: base58.encode(ed25519.sign(base58.decode(String(input['message'])), seed)) };
      }
      if (method === 'solana_signTransaction') {
        const bytes = base64.decode(String(input['transaction']));
        const layout = transactionLayout(bytes);
        const slot = signerSlot(layout, publicKey);
        if (slot < 0) throw new Error('test wallet: the transaction does not name my account as a signer');
        const signature = ed25519.sign(bytes.subarray(layout.messageOffset), seed);
        return { signature: base58.encode(signature), transaction: base64.encode(withSignature(bytes, layout, slot, signature)) };
      }
      throw new Error(`test wallet: ${method} is not supported on solana`);
    },
  };
}
