import { createAppKit } from 'walletport/react';
import { solanaAdapter } from 'walletport/chains/solana';
import { evmAdapter } from 'walletport/chains/evm';
import { mainnet, solana, solanaDevnet } from 'walletport/networks';

// `VITE_FAMILIES=both` builds a two-family site (EVM and Solana); otherwise a Solana-only one.
// The value is fixed at build time, so the family a build leaves out is not in its bundle at all.
const both = import.meta.env.VITE_FAMILIES === 'both';

export const appKit = createAppKit({
  projectId: 'consumer-vite-solana',
  networks: both ? [solanaDevnet, solana, mainnet] : [solanaDevnet, solana],
  adapters: both ? [solanaAdapter(), evmAdapter()] : [solanaAdapter()],
  metadata: { name: 'Solana consumer', description: 'Installs the packed walletport', url: 'http://127.0.0.1', icons: [] },
  features: { analytics: false },
});
