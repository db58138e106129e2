import { isCosmosAddress } from '../address/cosmos-address.ts';
import { defineChainFamily } from './chain-family-record.ts';

/** Cosmos SDK chains: the spec lists no default account type for them; eoa, like the others. */
export const COSMOS_FAMILY = defineChainFamily({
  namespace: 'cosmos',
  label: 'Cosmos',
  translatedLabels: { ar: 'كوزموس', es: 'Cosmos', ja: 'コスモス', 'zh-Hans': 'Cosmos' },
  defaultAccountType: 'eoa',
  accountEntryType: 'eoa',
  isAddress: isCosmosAddress,
  siwxAccountLabel: 'Cosmos',
  walletConnect: { methods: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'], events: [] },
  // The Cosmos Hub, Osmosis and the Hub's testnet: the chain id.
  networkIds: ['cosmos:cosmoshub-4', 'cosmos:osmosis-1', 'cosmos:theta-testnet-001'],
  // Mintscan.
  explorerPaths: { address: 'address', transaction: 'tx' },
  capabilities: { balance: false, send: false, names: false, activity: false, onramp: false, swaps: false },
});
