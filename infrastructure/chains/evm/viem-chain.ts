import { defineChain, type Chain } from 'viem';
import type { CaipNetwork } from '../../../domain/network/network.ts';

/** A CAIP network as the viem chain a wallet client checks the wallet's current chain against. */
export function toViemChain(network: CaipNetwork): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    testnet: network.testnet === true,
  });
}
