import type { CaipNetwork } from '../network.ts';

// The directory image of each network AppKit 1.7.6 has one for, by the network's `id` (a number for eip155
// chains, the CAIP reference for the others): reown-com/appkit packages/appkit-utils/src/PresetsUtil.ts:43-112.
// The modal loads `assets.imageId` from the directory; AppKit gives it to every network it knows, so
// walletport does the same for networks that arrive without one (a plain viem chain, say).
const NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = {
  '1': 'ba0ba0cd-17c6-4806-ad93-f9d174f17900', // Ethereum, :45
  '42161': '3bff954d-5cb0-47a0-9a23-d20192e74600', // Arbitrum, :47
  '43114': '30c46e53-e989-45fb-4549-be3bd4eb3b00', // Avalanche, :49
  '56': '93564157-2e8e-4ce7-81df-b264dbee9b00', // BNB Smart Chain, :51
  '250': '06b26297-fe0c-4733-5d6b-ffa5498aac00', // Fantom, :53
  '10': 'ab9c186a-c52f-464b-2906-ca59d760a400', // Optimism, :55
  '137': '41d04d42-da3b-4453-8506-668cc0727900', // Polygon, :57
  '5000': 'e86fae9b-b770-4eea-e520-150e12c81100', // Mantle, :59
  '295': '6a97d510-cac8-4e58-c7ce-e8681b044c00', // Hedera, :61
  '11155111': 'e909ea0a-f92a-4512-c8fc-748044ea6800', // Sepolia, :63
  '84532': 'a18a7ecd-e307-4360-4746-283182228e00', // Base Sepolia, :65
  '1301': '4eeea7ef-0014-4649-5d1d-07271a80f600', // Unichain Sepolia, :67
  '130': '2257980a-3463-48c6-cbac-a42d2a956e00', // Unichain, :69
  '10143': '0a728e83-bacb-46db-7844-948f05434900', // Monad Testnet, :71
  '100': '02b53f6a-e3d4-479e-1cb4-21178987d100', // Gnosis, :73
  '9001': 'f926ff41-260d-4028-635e-91913fc28e00', // Evmos, :75
  '324': 'b310f07f-4ef7-49f3-7073-2a0a39685800', // zkSync, :77
  '314': '5a73b3dd-af74-424e-cae0-0de859ee9400', // Filecoin, :79
  '4689': '34e68754-e536-40da-c153-6ef2e7188a00', // IoTeX, :81
  '1088': '3897a66d-40b9-4833-162f-a2c90531c900', // Metis, :83
  '1284': '161038da-44ae-4ec7-1208-0ea569454b00', // Moonbeam, :85
  '1285': 'f1d73bb6-5450-4e18-38f7-fb6484264a00', // Moonriver, :87
  '7777777': '845c60df-d429-4991-e687-91ae45791600', // Zora, :89
  '42220': 'ab781bbc-ccc6-418d-d32d-789b15da1f00', // Celo, :91
  '8453': '7289c336-3981-4081-c5f4-efc26ac64a00', // Base, :93
  '1313161554': '3ff73439-a619-4894-9262-4470c773a100', // Aurora, :95
  '2020': 'b8101fc0-9c19-4b6f-ec65-f6dfff106e00', // Ronin, :97
  '2021': 'b8101fc0-9c19-4b6f-ec65-f6dfff106e00', // Saigon (Ronin testnet), :99
  '80094': 'e329c2c9-59b0-4a02-83e4-212ff3779900', // Berachain, :101
  '2741': 'fc2427d1-5af9-4a9c-8da5-6f94627cd900', // Abstract, :103
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'a1b58899-f671-4276-6a5e-56ca5bd59700', // Solana, :105
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'a1b58899-f671-4276-6a5e-56ca5bd59700', // Solana Testnet, :106
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'a1b58899-f671-4276-6a5e-56ca5bd59700', // Solana Devnet, :107
  '000000000019d6689c085ae165831e93': '0b4838db-0161-4ffe-022d-532bf03dba00', // Bitcoin, :109
  '000000000933ea01ad0ee984209779ba': '39354064-d79b-420b-065d-f980c4b78200', // Bitcoin Testnet, :111
};

/** AppKit's directory image id for a network id, or undefined when AppKit has none. */
export function networkImageIdOf(id: number | string): string | undefined {
  const key = String(id);
  return Object.hasOwn(NETWORK_IMAGE_IDS, key) ? NETWORK_IMAGE_IDS[key] : undefined;
}

/**
 * The network with AppKit's directory image id when it came without one; the integrator's own is kept.
 * The core applies it when it takes the site's networks: the table stays out of the page's first script.
 */
export function withDirectoryImage(network: CaipNetwork): CaipNetwork {
  if (network.assets?.imageId !== undefined) return network;
  const imageId = networkImageIdOf(network.id);
  return imageId === undefined ? network : { ...network, assets: { ...network.assets, imageId } };
}
