import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { bitcoin, defineChain, mainnet, polygon, sepolia, solana } from './entry.ts';
import { toCaipNetwork } from '../../domain/network/to-caip-network.ts';

const ENTRY = fileURLToPath(new URL('./entry.ts', import.meta.url));

describe('walletport/networks', () => {
  it("holds AppKit's networks: viem's chains, Solana and Bitcoin, and defineChain", async () => {
    const entry = await import('./entry.ts');
    for (const name of ['mainnet', 'sepolia', 'polygon', 'arbitrum', 'optimism', 'base', 'zksync', 'gnosis', 'bsc', 'avalanche', 'celo', 'solana', 'solanaDevnet', 'solanaTestnet', 'bitcoin', 'bitcoinTestnet', 'bitcoinRegtest', 'polkadot', 'kusama', 'westend', 'cosmosHub', 'osmosis', 'cosmosHubTestnet']) {
      expect(entry[name as keyof typeof entry], name).toBeTypeOf('object');
    }
    expect(defineChain).toBeTypeOf('function');
    expect(toCaipNetwork(mainnet).caipNetworkId).toBe('eip155:1');
    expect(toCaipNetwork(sepolia).caipNetworkId).toBe('eip155:11155111');
    expect(toCaipNetwork(solana).caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(toCaipNetwork(bitcoin).chainNamespace).toBe('bip122');
  });

  it('importing one network bundles that one only', async () => {
    const bundled = await build({
      stdin: { contents: `import { polygon } from ${JSON.stringify(ENTRY)}; console.log(polygon);`, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      treeShaking: true,
      write: false,
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]?.text ?? '';
    expect(code).toContain(polygon.name);
    for (const other of ['Solana', 'Bitcoin', 'Sepolia', 'Arbitrum One', 'OP Mainnet']) expect(code, other).not.toContain(`"${other}"`);
  });
});
