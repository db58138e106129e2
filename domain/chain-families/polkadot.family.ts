import { isPolkadotAddress } from '../address/polkadot-address.ts';
import { defineChainFamily } from './chain-family-record.ts';

export const POLKADOT_FAMILY = defineChainFamily({
  namespace: 'polkadot',
  label: 'Polkadot',
  translatedLabels: { ar: 'بولكادوت', es: 'Polkadot', ja: 'ポルカドット', 'zh-Hans': '波卡' },
  defaultAccountType: 'eoa',
  accountEntryType: 'eoa',
  isAddress: isPolkadotAddress,
  siwxAccountLabel: 'Polkadot',
  walletConnect: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] },
  // Polkadot, Kusama and Westend: the genesis hash's first 32 hex characters.
  networkIds: ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot:b0a8d493285c2df73290dfb7e61f870f', 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'],
  // Subscan.
  explorerPaths: { address: 'account', transaction: 'extrinsic' },
  capabilities: { balance: false, send: false, names: false, activity: false, onramp: false, swaps: false },
});
