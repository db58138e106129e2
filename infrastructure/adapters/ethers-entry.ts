/** `walletport/adapters/ethers`: AppKit's ethers adapter name over walletport's eip155 adapter. */
export { EthersAdapter } from './ethers-adapter.ts';
