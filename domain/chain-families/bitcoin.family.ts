import { isBitcoinAddress } from '../address/bitcoin-address.ts';
import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, BITCOIN_TESTNET_ID } from '../network/catalogue/bitcoin-kinds.ts';
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
  networkIds: [BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID, BITCOIN_REGTEST_ID],
  // mempool.space and Blockstream's esplora explorers.
  explorerPaths: { address: 'address', transaction: 'tx' },
  capabilities: { balance: false, send: false, names: false, activity: false, onramp: false, swaps: false },
});
