import { describe, expect, it } from 'vitest';
import { BITCOIN_FAMILY } from '../chain-families/bitcoin.family.ts';
import { COSMOS_FAMILY } from '../chain-families/cosmos.family.ts';
import { EVM_FAMILY } from '../chain-families/evm.family.ts';
import { POLKADOT_FAMILY } from '../chain-families/polkadot.family.ts';
import { SOLANA_FAMILY } from '../chain-families/solana.family.ts';
import { bitcoin, bitcoinTestnet } from './catalogue/bitcoin.ts';
import { cosmosHub } from './catalogue/cosmos.ts';
import { polkadot } from './catalogue/polkadot.ts';
import { solana, solanaDevnet } from './catalogue/solana.ts';
import { explorerLink } from './explorer-links.ts';
import type { CaipNetwork } from './network.ts';

// Ethereum as viem's `mainnet` names its explorer.
const ethereum: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const EVM_HASH = `0x${'ab'.repeat(32)}`;

function withExplorer(network: CaipNetwork, url: unknown, name: unknown = 'Explorer'): CaipNetwork {
  return { ...network, blockExplorers: { default: { name, url } } } as unknown as CaipNetwork;
}

describe('explorerLink', () => {
  it("puts each family's path between the explorer and the account or transaction", () => {
    expect(explorerLink(ethereum, EVM_FAMILY, { address: EVM_ADDRESS })).toEqual({ url: `https://etherscan.io/address/${EVM_ADDRESS}`, explorer: 'Etherscan' });
    expect(explorerLink(ethereum, EVM_FAMILY, { transaction: EVM_HASH })?.url).toBe(`https://etherscan.io/tx/${EVM_HASH}`);
    expect(explorerLink(polkadot, POLKADOT_FAMILY, { transaction: EVM_HASH })?.url).toBe(`https://polkadot.subscan.io/extrinsic/${EVM_HASH}`);
    expect(explorerLink(polkadot, POLKADOT_FAMILY, { address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' })?.url).toBe(
      'https://polkadot.subscan.io/account/15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    );
    expect(explorerLink(solana, SOLANA_FAMILY, { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })?.url).toBe('https://solscan.io/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');
    expect(explorerLink(bitcoin, BITCOIN_FAMILY, { transaction: 'ab'.repeat(32) })?.url).toBe(`https://mempool.space/tx/${'ab'.repeat(32)}`);
  });

  it("keeps the explorer's own path and query: a chain's page on a multi-chain explorer, a test cluster", () => {
    expect(explorerLink(cosmosHub, COSMOS_FAMILY, { address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu' })?.url).toBe(
      'https://www.mintscan.io/cosmos/address/cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
    );
    expect(explorerLink(bitcoinTestnet, BITCOIN_FAMILY, { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' })?.url).toBe(
      'https://mempool.space/testnet/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    );
    const signature = '5'.repeat(88);
    expect(explorerLink(solanaDevnet, SOLANA_FAMILY, { transaction: signature })?.url).toBe(`https://solscan.io/tx/${signature}?cluster=devnet`);
    expect(explorerLink(withExplorer(ethereum, 'https://explorer.example/base/'), EVM_FAMILY, { address: EVM_ADDRESS })?.url).toBe(`https://explorer.example/base/address/${EVM_ADDRESS}`);
  });

  it('takes a family whose explorer puts the id right after the host', () => {
    const tzkt = withExplorer(ethereum, 'https://tzkt.io', 'TzKT');
    expect(explorerLink(tzkt, { explorerPaths: { address: '', transaction: '' } }, { address: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb' })).toEqual({
      url: 'https://tzkt.io/tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
      explorer: 'TzKT',
    });
  });

  it('gives no link where the network names no explorer', () => {
    const { blockExplorers: _, ...bare } = ethereum;
    expect(explorerLink(bare as CaipNetwork, EVM_FAMILY, { address: EVM_ADDRESS })).toBeUndefined();
    expect(explorerLink(undefined, EVM_FAMILY, { address: EVM_ADDRESS })).toBeUndefined();
  });

  it("names the explorer by its host when the network gives it no name", () => {
    expect(explorerLink(withExplorer(ethereum, 'https://scan.example', ''), EVM_FAMILY, { address: EVM_ADDRESS })?.explorer).toBe('scan.example');
  });

  describe('a crafted id or explorer gets no link', () => {
    it.each([
      ['a path out of the page', '../../phishing'],
      ['a slash', 'abc/def'],
      ['a query of its own', 'abc?redirect=https://evil.example'],
      ['a script URL', 'javascript:alert(1)'],
      ['an empty id', ''],
      ['an id longer than any chain writes', 'a'.repeat(129)],
    ])('from a wallet: %s', (_, id) => {
      expect(explorerLink(ethereum, EVM_FAMILY, { transaction: id })).toBeUndefined();
      expect(explorerLink(ethereum, EVM_FAMILY, { address: id })).toBeUndefined();
    });

    it.each([
      ['a script URL', 'javascript:alert(document.cookie)//'],
      ['a data URL', 'data:text/html,<script>alert(1)</script>'],
      ['no URL at all', 'etherscan'],
      ['not a string', 42],
    ])('from a network: %s', (_, url) => {
      expect(explorerLink(withExplorer(ethereum, url), EVM_FAMILY, { address: EVM_ADDRESS })).toBeUndefined();
    });
  });
});
