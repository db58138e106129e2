import { isPolkadotAddress } from '../address/polkadot-address.ts';
import { kusama, polkadot, westend } from '../network/catalogue/polkadot.ts';
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
  networks: [polkadot, kusama, westend],
  capabilities: { balance: false, send: false, names: false, activity: false, onramp: false, swaps: false },
});
