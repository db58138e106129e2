import { isCosmosAddress } from '../address/cosmos-address.ts';
import { cosmosHub, cosmosHubTestnet, osmosis } from '../network/catalogue/cosmos.ts';
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
  networks: [cosmosHub, osmosis, cosmosHubTestnet],
  capabilities: { balance: false, send: false, names: false, activity: false, onramp: false, swaps: false },
});
