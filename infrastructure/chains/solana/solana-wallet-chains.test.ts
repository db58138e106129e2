// @vitest-environment happy-dom
import { base58 } from '@scure/base';
import { Keypair, type Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { solana as solanaMainnet, solanaDevnet, solanaTestnet } from '../../../domain/network/catalogue/solana.ts';
import { SOLANA_TEST_ADDRESS, SolanaTestWallet, type SolanaStandardChain } from '../../../test/wallets/solana-wallet.ts';
import { caipNetworkOfWalletChain, solanaWalletChainOf, walletChainFor } from './solana-wallet-chains.ts';
import { sendSolTransfer } from './solana-send.ts';
import { walletStandardProvider } from './wallet-standard-provider.ts';

const BLOCKHASH = base58.encode(new Uint8Array(32).fill(9));

describe('Solana Wallet Standard chain names and CAIP-2 ids', () => {
  it('translates the three named clusters both ways; localnet and other ids stand for no known network', () => {
    const pairs = [['solana:mainnet', solanaMainnet.caipNetworkId], ['solana:devnet', solanaDevnet.caipNetworkId], ['solana:testnet', solanaTestnet.caipNetworkId]] as const;
    for (const [name, caip] of pairs) {
      expect(solanaWalletChainOf(caip)).toBe(name);
      expect(caipNetworkOfWalletChain(name)).toBe(caip);
      // A wallet that registers the CAIP-2 id serves the same network.
      expect(caipNetworkOfWalletChain(caip)).toBe(caip);
    }
    expect(caipNetworkOfWalletChain('solana:localnet')).toBeUndefined();
    expect(caipNetworkOfWalletChain('solana:toString')).toBeUndefined();
    expect(solanaWalletChainOf('solana:custom-genesis')).toBeUndefined();
  });

  it('passes a wallet the name it registered: the standard one, or the CAIP-2 id when that is what it lists', () => {
    expect(walletChainFor(['solana:mainnet', 'solana:devnet'], solanaDevnet.caipNetworkId)).toBe('solana:devnet');
    expect(walletChainFor([solanaDevnet.caipNetworkId], solanaDevnet.caipNetworkId)).toBe(solanaDevnet.caipNetworkId);
    // A wallet that does not serve the cluster gets the standard name, so it can say so itself.
    expect(walletChainFor(['solana:mainnet'], solanaTestnet.caipNetworkId)).toBe('solana:testnet');
    expect(walletChainFor(['solana:localnet'], 'solana:custom-genesis')).toBeUndefined();
  });
});

/** Just what a SOL transfer reads and sends, answering as a node that confirms at once. */
function confirmingConnection(): { connection: Connection; sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  const connection = {
    getLatestBlockhashAndContext: async () => ({ context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 100 } }),
    sendRawTransaction: async (wire: Uint8Array) => (sent.push(wire), base58.encode(wire.subarray(1, 65))),
    getSignatureStatuses: async () => ({ context: { slot: 2 }, value: [{ err: null, confirmationStatus: 'confirmed' }] }),
    getBlockHeight: async () => 2,
  };
  return { connection: connection as unknown as Connection, sent };
}

describe('a Send through a wallet that registered the standard names', () => {
  for (const [chain, network] of [['solana:devnet', solanaDevnet], ['solana:mainnet', solanaMainnet]] as const) {
    it(`signs on ${network.name}: the wallet is asked with "${chain}", never the CAIP-2 id`, async () => {
      const asked: unknown[] = [];
      const wallet = new SolanaTestWallet({ chains: [chain as SolanaStandardChain], rpcUrls: {}, approve: (_feature, input) => (asked.push(input), true) });
      const provider = walletStandardProvider(wallet);
      await provider.request({ method: 'solana_requestAccounts' });
      const { connection, sent } = confirmingConnection();
      const to = Keypair.generate().publicKey.toBase58();
      const signature = await sendSolTransfer(provider, connection, { network: network as CaipNetwork, from: SOLANA_TEST_ADDRESS, to, value: 1_000n });
      expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
      expect(sent).toHaveLength(1);
      expect(asked.at(-1)).toMatchObject({ chain });
      expect(wallet.calls).toContain('solana:signTransaction');
    });
  }
});
