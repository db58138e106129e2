import { isSolanaAddress } from '../address/solana-address.ts';
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
  // solana (mainnet-beta), devnet and testnet: the genesis hash's first 32 characters, as WalletConnect names them.
  networkIds: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  // Solscan.
  explorerPaths: { address: 'account', transaction: 'tx' },
  capabilities: { balance: true, send: true, names: false, activity: false, onramp: true, swaps: false },
});
