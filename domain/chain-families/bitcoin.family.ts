import { isBitcoinAddress } from '../address/bitcoin-address.ts';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../network/catalogue/bitcoin.ts';
import { defineChainFamily } from './chain-family-record.ts';

/** Bitcoin (bip122): its accounts are payment accounts, and payment is its default account type. */
export const BITCOIN_FAMILY = defineChainFamily({
  namespace: 'bip122',
  label: 'Bitcoin',
  translatedLabels: { ar: 'بيتكوين', es: 'Bitcoin', ja: 'ビットコイン', 'zh-Hans': '比特币' },
  defaultAccountType: 'payment',
  accountEntryType: 'payment',
  isAddress: isBitcoinAddress,
  siwxAccountLabel: 'Bitcoin',
  walletConnect: { methods: ['signMessage', 'sendTransfer', 'signPsbt'], events: [] },
  networks: [bitcoin, bitcoinTestnet, bitcoinRegtest],
  capabilities: { balance: false, send: false, names: false, activity: false, onramp: false, swaps: false },
});
