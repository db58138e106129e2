import { bitcoinTestKeys } from './bitcoin-keys.ts';
import { signBip322, signPsbtInputs } from './bitcoin-signer.ts';
import type { FamilyRequestAnswerer } from './wc-test-wallet-namespaces.ts';

function params(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Bitcoin mainnet's CAIP-2 id; every other bip122 chain gets the test-network addresses (regtest's bcrt1…). */
const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

/**
 * The bip122 side of the WalletConnect test wallet: WalletConnect's bitcoin methods answered with the
 * bitcoin test wallet's keys, as a phone wallet would (`signMessage` → `{ address, signature }` with a
 * BIP-322 signature in base64, `signPsbt` → `{ psbt }` with its own inputs signed, never broadcast).
 */
export function bitcoinRequestAnswerer(seedHex: string): FamilyRequestAnswerer {
  const keysOn = (chain: string) => bitcoinTestKeys(seedHex, chain === MAINNET ? 'mainnet' : chain === TESTNET ? 'testnet' : 'regtest');
  return {
    namespace: 'bip122',
    methods: ['signMessage', 'signPsbt', 'getAccountAddresses'],
    accountsOn(chain) {
      // Mainnet is never approved by a test key; the payment address is the session's account.
      return chain === MAINNET ? [] : [keysOn(chain).payment.address];
    },
    answer(method, request, chain) {
      const keys = keysOn(chain);
      const input = params(request);
      if (method === 'getAccountAddresses') return [{ address: keys.payment.address, purpose: 'payment' }, { address: keys.ordinals.address, purpose: 'ordinals' }];
      if (method === 'signMessage') {
        const address = String(input['address'] ?? input['account'] ?? '');
        return { address, signature: signBip322(keys, address, String(input['message'])) };
      }
      if (method === 'signPsbt') {
        if (input['broadcast'] === true) throw new Error('test wallet: it does not broadcast');
        const signInputs = Array.isArray(input['signInputs']) ? input['signInputs'].map(params) : [];
        const mine = signInputs.filter((item) => item['address'] === keys.payment.address || item['address'] === keys.ordinals.address);
        if (mine.length === 0) throw new Error('test wallet: no input of mine to sign');
        return { psbt: signPsbtInputs(keys, String(input['psbt']), mine.map((item) => Number(item['index']))) };
      }
      throw new Error(`test wallet: ${method} is not supported on bip122`);
    },
  };
}
