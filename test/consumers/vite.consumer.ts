import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { VITE_REACT_INSTALLS } from './harness/consumer-installs.ts';
import { installConsumer, type ConsumerApp } from './harness/install.ts';
import { readBundleGraph } from './harness/bundle-graph.ts';
import { SDK_MARKS } from './harness/sdk-marks.ts';

// Marks of code that must arrive lazily: viem (the EVM SDK) and the WalletConnect SDK.
const LAZY_MARKS = [/viem\.sh/, /@walletconnect\/|walletconnect\.org/];
/** The elements' shadow-root stylesheet; nothing else walletport ships styles a `:host`. */
const ELEMENT_STYLES = /:host/;
/** Texts of the catalogue's entries that only the core throws (the first script carries the few it can throw). */
const CORE_CATALOGUE_TEXTS = [/Connection declined in the wallet/, /Please try again after/, /Requested RPC call is not allowed/];
// Marks of the other families' network catalogues (each one's public RPC endpoint): the chain family
// records carry them, so they may come with the modal's core, never with the page's first script.
const OTHER_FAMILY_CATALOGUE_MARKS = [/api\.mainnet-beta\.solana\.com/, /rpc\.polkadot\.io/, /mempool\.space/, /rpc\.osmosis\.zone/];
// Marks of the other families: @solana/web3.js's own texts and the Wallet Standard's registry events,
// @polkadot/api, bitcoinjs-lib and @cosmjs/stargate.
const OTHER_FAMILY_MARKS = [SDK_MARKS.solana, /wallet-standard:register-wallet/, /@polkadot\//, SDK_MARKS.bip122, /bitcoinjs-lib/, /@cosmjs\//, SDK_MARKS.cosmos];
/**
 * zod's classic build, by its object schema's name in whatever quotes the minifier writes (Vite 8's writes
 * backticks; zod/mini's is ZodMiniObject): it does not tree-shake and would add ~20 KiB gzip to the core,
 * so walletport's schemas are written with zod/mini.
 */
const CLASSIC_ZOD = /["'`]ZodObject["'`]/;
/**
 * Marks of viem's client decorators: simulateCalls' RPC method and the ENS avatar action's name. The EVM
 * chunk builds a bare client and imports each action it calls; createPublicClient or createWalletClient
 * would bring every action, these with them, and more than double that chunk.
 */
const VIEM_DECORATOR_MARKS = [/eth_simulateV1/, /getEnsAvatar/];
/**
 * Marks of what viem's readContract, getBalance, sendTransaction and estimateGas bring for a local
 * account or a contract read with CCIP-Read: the OffchainLookup error's selector and the transaction
 * filling method. The EVM chunk sends the bare JSON-RPC methods instead (a wallet fills its own
 * transactions); these actions would add about 34 KiB gzip to what an EVM site can load.
 */
const VIEM_LOCAL_ACCOUNT_MARKS = [/556f1830/, /eth_fillTransaction/];
/**
 * Marks of the swap's code: the convert API's quote route and the Uniswap V2 router's quote function. A
 * swap loads with its first command, so they sit in chunks of their own, apart from the page's and the
 * modal's.
 */
const SWAP_MARKS = [/\/v1\/convert\/quotes/, /getAmountsOut/];
/**
 * Marks of Pay's work: the session's analytics event, the exchange client's JSON-RPC method and the Pay
 * view's empty state. They come with `walletport/pay`, as AppKit Pay's with its own package, so an app
 * that never imports that entry (this one) builds none of them.
 */
const PAY_MARKS = [/PAY_EXCHANGE_SELECTED/, /reown_getExchanges/, /wp-pay-no-request/];
/** The relay's subscribe method: text only WalletConnect's SDK carries, marking the chunk that holds it. */
const WALLETCONNECT_SDK = /irn_subscribe/;
/**
 * The brand of walletport's errors, written once in the page's first script. The package builds that
 * script as one module, so the app's bundler keeps it in the app's entry chunk: split over several
 * chunks, it cost the page a script fetch each before the connect button rendered.
 */
const FIRST_SCRIPT_MARK = /walletport\.error/;

describe.each([
  { name: 'vite-react19', install: VITE_REACT_INSTALLS['vite-react19'], react: /^19\./ },
  { name: 'vite-react18', install: VITE_REACT_INSTALLS['vite-react18'], react: /^18\.3\./ },
])('a Vite 8 app ($name) installing the packed tarball', ({ install, react }) => {
  let app: ConsumerApp;
  let chain: AnvilChain | undefined;

  beforeAll(async () => {
    app = await installConsumer(install[0], install[1]);
    // Running from before the build to the end: a port only chosen before the build could be taken meanwhile.
    chain = await startAnvil({ chainId: 31337, port: await findFreePort() });
  });

  afterAll(async () => {
    await chain?.stop();
  });

  it('holds exactly one react and one react-dom, the app\'s own', async () => {
    for (const name of ['react', 'react-dom']) {
      const listed = await app.run('npm', ['ls', name, '--all', '--parseable']);
      const copies = listed.output.split('\n').filter((line) => line.endsWith(`/node_modules/${name}`));
      expect(copies, listed.output).toHaveLength(1);
      const version = await app.run('node', ['-p', `require('${name}/package.json').version`]);
      expect(version.output.trim()).toMatch(react);
    }
  });

  it('type-checks with strict, skipLibCheck false, exactOptionalPropertyTypes and noPropertyAccessFromIndexSignature', async () => {
    const tsc = await app.run('node_modules/.bin/tsc', ['-b', '--noEmit']);
    expect(tsc.output).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('builds with the template\'s default config, chain SDKs, WalletConnect and the modal in lazy chunks', async () => {
    const build = await app.run('node_modules/.bin/vite', ['build', '--manifest'], { env: { VITE_RPC_URL: chain!.rpcUrl } });
    expect(build.code, build.output).toBe(0);
    const graph = readBundleGraph(`${app.dir}/dist`);
    const holders = [...graph.initial, ...graph.lazy].filter((chunk) => FIRST_SCRIPT_MARK.test(chunk.code)).map((chunk) => chunk.file);
    expect(holders, 'walletport\'s first script is in the entry chunk, once').toEqual([expect.stringMatching(/^assets\/index-[\w-]+\.js$/)]);
    for (const chunk of graph.initial) for (const mark of LAZY_MARKS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    for (const chunk of graph.initial) for (const mark of OTHER_FAMILY_CATALOGUE_MARKS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    for (const mark of LAZY_MARKS) expect(graph.lazy.some((chunk) => mark.test(chunk.code)), `no lazy chunk holds ${mark}`).toBe(true);
    expect(graph.lazy.some((chunk) => chunk.code.includes('role:"dialog"') || chunk.code.includes('aria-modal'))).toBe(true);
    // AppKit's elements (their shadow-root styles) come in a chunk of their own: this app shows <AppKitButton>.
    for (const chunk of graph.initial) expect(ELEMENT_STYLES.test(chunk.code), `${chunk.file} holds AppKit's elements`).toBe(false);
    for (const chunk of graph.initial) for (const mark of CORE_CATALOGUE_TEXTS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    expect(graph.lazy.some((chunk) => ELEMENT_STYLES.test(chunk.code))).toBe(true);
    // An EVM-only site carries nothing of the other four families, not even in a lazy chunk.
    for (const chunk of [...graph.initial, ...graph.lazy]) for (const mark of OTHER_FAMILY_MARKS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    for (const chunk of [...graph.initial, ...graph.lazy]) expect(CLASSIC_ZOD.test(chunk.code), `${chunk.file} holds classic zod`).toBe(false);
    for (const chunk of [...graph.initial, ...graph.lazy]) for (const mark of PAY_MARKS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}, which only walletport/pay brings`).toBe(false);
    for (const chunk of [...graph.initial, ...graph.lazy]) for (const mark of VIEM_DECORATOR_MARKS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    for (const chunk of [...graph.initial, ...graph.lazy]) for (const mark of VIEM_LOCAL_ACCOUNT_MARKS) expect(mark.test(chunk.code), `${chunk.file} holds ${mark}`).toBe(false);
    for (const mark of SWAP_MARKS) {
      const holders = [...graph.initial, ...graph.lazy].filter((chunk) => mark.test(chunk.code));
      expect(holders.length, `no chunk holds ${mark}`).toBeGreaterThan(0);
      for (const chunk of holders) {
        expect(graph.initial.includes(chunk), `${chunk.file} is fetched by the page and holds ${mark}`).toBe(false);
        expect(chunk.code.includes('role:"dialog"') || chunk.code.includes('aria-modal'), `${chunk.file} is the modal's and holds ${mark}`).toBe(false);
      }
    }
  });

  it('opens in chromium: the button opens the modal, the test wallet connects, the address shows', async () => {
    const check = await app.run('node', ['walletport-browser-check.mjs', '--rpc-url', chain!.rpcUrl, '--serve', 'dist']);
    expect(check.code, check.output).toBe(0);
    const result = JSON.parse(check.output.trim().split('\n').at(-1) ?? '{}') as { buttonText?: string; scripts?: string[] };
    expect(result.buttonText).toContain('0xf39F…2266');
    // Opening the Connect view (desktop, where the WalletConnect row and its QR entry show) and connecting
    // a browser wallet never fetch WalletConnect's SDK: it loads when a pairing starts.
    const walletConnectChunks = readBundleGraph(`${app.dir}/dist`).lazy.filter((chunk) => WALLETCONNECT_SDK.test(chunk.code));
    expect(walletConnectChunks.length).toBeGreaterThan(0);
    expect(result.scripts?.length).toBeGreaterThan(0);
    for (const chunk of walletConnectChunks) expect(result.scripts?.some((path) => path.endsWith(`/${chunk.file}`)), `${chunk.file} was fetched`).toBe(false);
  });
});
