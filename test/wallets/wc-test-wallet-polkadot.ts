import * as sr25519 from '@scure/sr25519';
import { hex } from '@scure/base';
import { ss58PrefixOf } from '../../domain/network/catalogue/polkadot.ts';
import { GENERIC_SS58_PREFIX, isAccountOf, polkadotAddressOfSeed, polkadotSeedBytes } from './polkadot-keys.ts';
import type { FamilyRequestAnswerer } from './wc-test-wallet-namespaces.ts';

/**
 * The Polkadot side of the WalletConnect test wallet: one sr25519 key whose address on each requested
 * chain carries that chain's SS58 prefix, and `polkadot_signMessage` answered as a phone wallet does,
 * `{ signature }` in 0x hex over the message wrapped in `<Bytes>…</Bytes>`.
 */
export function polkadotRequestAnswerer(seedHex: string): FamilyRequestAnswerer {
  const secretKey = sr25519.secretFromSeed(polkadotSeedBytes(seedHex));
  const publicKey = sr25519.getPublicKey(secretKey);
  return {
    namespace: 'polkadot',
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    accountsOn: (chain) => [polkadotAddressOfSeed(seedHex, ss58PrefixOf(chain) ?? GENERIC_SS58_PREFIX)],
    answer(method, params) {
      const input = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
      if (method !== 'polkadot_signMessage') throw new Error(`test wallet: ${method} is not supported on polkadot`);
      if (!isAccountOf(input['address'], publicKey)) throw new Error('test wallet: not my account');
      if (typeof input['message'] !== 'string') throw new Error('test wallet: polkadot_signMessage needs a message');
      const wrapped = new TextEncoder().encode(`<Bytes>${input['message']}</Bytes>`);
      return { signature: `0x${hex.encode(sr25519.sign(secretKey, wrapped))}` };
    },
  };
}
