import { createAppKit } from 'walletport/react';
import type { AppKitNetwork, ChainAdapterDescriptor } from 'walletport';
import { solanaAdapter } from 'walletport/chains/solana';
import { evmAdapter } from 'walletport/chains/evm';
import { polkadotAdapter } from 'walletport/chains/polkadot';
import { bitcoinAdapter } from 'walletport/chains/bitcoin';
import { cosmosAdapter } from 'walletport/chains/cosmos';
import { bitcoin, cosmosHub, mainnet, polkadot, solana, solanaDevnet } from 'walletport/networks';
import { DefaultSIWX } from 'walletport/siwx';

// `VITE_FAMILIES` is fixed at build time, so a family a build leaves out is not in its bundle at all:
// `both` builds a two-family site (EVM and Solana), `all` a site on all five families that also asks
// every account to sign in (SIWX), and anything else a Solana-only one. The e-mail and social login are
// on in every build, as they are by default.
const families = import.meta.env.VITE_FAMILIES;
const all = families === 'all';
const both = all || families === 'both';

const networks: AppKitNetwork[] = [solanaDevnet, solana];
const adapters: ChainAdapterDescriptor[] = [solanaAdapter()];
if (both) {
  networks.push(mainnet);
  adapters.push(evmAdapter());
}
if (all) {
  networks.push(polkadot, bitcoin, cosmosHub);
  adapters.push(polkadotAdapter(), bitcoinAdapter(), cosmosAdapter());
}

export const appKit = createAppKit({
  projectId: 'consumer-vite-solana',
  networks,
  adapters,
  metadata: { name: 'Solana consumer', description: 'Installs the packed walletport', url: 'http://127.0.0.1', icons: [] },
  features: { analytics: false },
  ...(all ? { siwx: new DefaultSIWX() } : {}),
});
