import { isSolanaAddress } from '../address/solana-address.ts';
import { solana, solanaDevnet, solanaTestnet } from '../network/catalogue/solana.ts';
import { defineChainFamily } from './chain-family-record.ts';

export const SOLANA_FAMILY = defineChainFamily({
  namespace: 'solana',
  label: 'Solana',
  translatedLabels: { ar: 'سولانا', es: 'Solana', ja: 'ソラナ', 'zh-Hans': 'Solana' },
  defaultAccountType: 'eoa',
  accountEntryType: 'eoa',
  isAddress: isSolanaAddress,
  siwxAccountLabel: 'Solana',
  walletConnect: { methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], events: [] },
  networks: [solana, solanaDevnet, solanaTestnet],
  capabilities: { balance: true, send: true, names: false, activity: false, onramp: true, swaps: false },
});
