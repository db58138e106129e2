import { defineChain } from 'walletport/networks';

// AppKit's example lists public mainnets; this one runs offline against two local anvil chains,
// defined the way AppKit's docs define a custom network.
const rpc = (name: string, fallback: string): string => (import.meta.env[name] as string | undefined) ?? fallback;

export const anvilA = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil A',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [rpc('VITE_RPC_URL_A', 'http://127.0.0.1:8545')] } },
});

export const anvilB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Anvil B',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [rpc('VITE_RPC_URL_B', 'http://127.0.0.1:8546')] } },
});
