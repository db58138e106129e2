import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { checkCosmosSignature } from '../../infrastructure/siwx/cosmos-signature.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey, CosmosTestWallet } from './cosmos-wallet.ts';

function memoryStorage() {
  const stored = new Map<string, string>();
  return { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
}

describe('CosmosTestWallet', () => {
  it('holds the published test key: its address is the exported one, and Osmosis gets the osmo form', async () => {
    expect(cosmosAddressOfKey(COSMOS_TEST_KEY_HEX)).toBe(COSMOS_TEST_ADDRESS);
    const wallet = new CosmosTestWallet();
    await wallet.enable(['cosmoshub-4', 'osmosis-1']);
    expect((await wallet.getKey('cosmoshub-4')).bech32Address).toBe(COSMOS_TEST_ADDRESS);
    expect((await wallet.getKey('osmosis-1')).bech32Address).toBe(cosmosAddressOfKey(COSMOS_TEST_KEY_HEX, 'osmo'));
    expect((await wallet.getKey('cosmoshub-4')).pubKey).toHaveLength(33);
    expect(wallet.name).toBe('Demo Wallet');
  });

  it('refuses keys and signatures for a chain the site did not enable, and a refused prompt is Keplr\'s bare Error(\'Request rejected\')', async () => {
    const asked: string[] = [];
    const wallet = new CosmosTestWallet({ approve: (what) => (asked.push(what), false) });
    await expect(wallet.getKey('cosmoshub-4')).rejects.toMatchObject({ code: 4100 });
    const refusal = await wallet.enable('cosmoshub-4').then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ message: 'Request rejected' });
    // Keplr's refusal carries no EIP-1193 code: a site that waits for 4001 never sees one.
    expect(Object.hasOwn(refusal as object, 'code')).toBe(false);
    await expect(wallet.signArbitrary('cosmoshub-4', COSMOS_TEST_ADDRESS, 'hi')).rejects.toMatchObject({ code: 4100 });
    await expect(wallet.enable('juno-1')).rejects.toThrow(/no chain info/);
    expect(asked).toEqual(['enable cosmoshub-4']);
  });

  it('remembers enabled chains in memory across instances (a reload), and disable forgets them', async () => {
    const memory = memoryStorage();
    const first = new CosmosTestWallet({ memory });
    await first.enable('cosmoshub-4');
    const reloaded = new CosmosTestWallet({ memory, approve: () => false });
    expect((await reloaded.getKey('cosmoshub-4')).bech32Address).toBe(COSMOS_TEST_ADDRESS);
    await reloaded.enable('cosmoshub-4'); // already enabled: no prompt, so the refusing approve is not asked
    await reloaded.disable('cosmoshub-4');
    await expect(new CosmosTestWallet({ memory }).getKey('cosmoshub-4')).rejects.toMatchObject({ code: 4100 });
  });

  it('signs ADR-36 through signArbitrary only, with a signature the SIWX verifier accepts', async () => {
    const wallet = new CosmosTestWallet();
    await wallet.enable('cosmoshub-4');
    const signature = await wallet.signArbitrary('cosmoshub-4', COSMOS_TEST_ADDRESS, 'sign in ✓');
    expect(checkCosmosSignature({ chainId: 'cosmos:cosmoshub-4', address: COSMOS_TEST_ADDRESS, message: 'sign in ✓', signature: JSON.stringify(signature) })).toBe(true);
    expect(checkCosmosSignature({ chainId: 'cosmos:cosmoshub-4', address: COSMOS_TEST_ADDRESS, message: 'sign in', signature: JSON.stringify(signature) })).toBe(false);
    const adr36 = { chain_id: '', account_number: '0', sequence: '0', fee: { gas: '0', amount: [] }, msgs: [], memo: '' };
    await expect(wallet.signAmino('cosmoshub-4', COSMOS_TEST_ADDRESS, adr36)).rejects.toThrow(/not for cosmoshub-4/);
  });

  it('bundles for a browser page as an IIFE without Node built-ins, and the installed wallet works there', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: {
        contents: "import { installCosmosTestWallet } from './cosmos-wallet.ts';\ninstallCosmosTestWallet({ global: 'myCosmos' }, { approve: () => true });",
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        loader: 'ts',
      },
      bundle: true, format: 'iife', platform: 'browser', target: 'es2020', write: false, logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code.length).toBeGreaterThan(10_000);
    expect(code).not.toMatch(/require\(["'](crypto|buffer|stream|node:)/);
    // cosmjs mentions Buffer only behind `typeof Buffer` checks: running the script where a page's globals
    // are the only ones (no require, process or Buffer) is the proof that it needs none.
    const page: Record<string, unknown> = { TextEncoder, TextDecoder, Uint8Array, crypto: globalThis.crypto, Event, EventTarget, console };
    page['window'] = page;
    runInNewContext(code, page);
    const installed = page['myCosmos'] as CosmosTestWallet;
    await installed.enable('cosmoshub-4');
    expect((await installed.getKey('cosmoshub-4')).bech32Address).toBe(COSMOS_TEST_ADDRESS);
    const signature = await installed.signArbitrary('cosmoshub-4', COSMOS_TEST_ADDRESS, 'from the page');
    expect(checkCosmosSignature({ chainId: 'cosmos:cosmoshub-4', address: COSMOS_TEST_ADDRESS, message: 'from the page', signature: JSON.stringify(signature) })).toBe(true);
  });
});
