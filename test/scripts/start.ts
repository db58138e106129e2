/**
 * `npm start`: the demo host site with the modal, fully offline. Starts two local anvil chains (each with
 * the demo token and Uniswap V2, so the swap view trades against real pools), a local Solana chain,
 * stand-ins of the Polkadot, Bitcoin and Cosmos chains and the remote-service stand-ins, builds the demo,
 * serves it on 127.0.0.1 and stops everything it started on Ctrl-C.
 */
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { deployDemoToken, demoTokenOption } from '../stand-ins/demo-token.ts';
import { deployUniswapV2, POOL_TOKEN_FUNDING_UNITS } from '../stand-ins/uniswap-v2.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { buildDemo } from '../stand-ins/build-demo.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { isPortFree } from '../stand-ins/free-port.ts';
import { startRemoteStandIns } from '../stand-ins/remote-server.ts';
import { startWalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { startSolanaChain } from '../stand-ins/solana-chain.ts';
import { SOLANA_TEST_ADDRESS } from '../wallets/solana-wallet.ts';
import { startPolkadotChain } from '../stand-ins/polkadot-chain.ts';
import { startBitcoinEsplora } from '../stand-ins/bitcoin-esplora.ts';
import { startCosmosChain } from '../stand-ins/cosmos-chain.ts';
import { COSMOS_TEST_ADDRESS } from '../wallets/cosmos-keys.ts';
import { POLKADOT_TEST_ADDRESS } from '../wallets/polkadot-keys.ts';
import { BITCOIN_TEST_ADDRESS } from '../wallets/bitcoin-keys.ts';
import { startEmbeddedWalletStack } from '../embedded/embedded-wallet-stack.ts';

const ports = {
  demo: Number(process.env['WALLETPORT_DEMO_PORT'] ?? 5173),
  services: Number(process.env['WALLETPORT_SERVICES_PORT'] ?? 8787),
  chainA: Number(process.env['WALLETPORT_ANVIL_PORT'] ?? 8545),
  chainB: Number(process.env['WALLETPORT_ANVIL2_PORT'] ?? 8546),
  wcRelay: Number(process.env['WALLETPORT_WC_RELAY_PORT'] ?? 8790),
  solana: Number(process.env['WALLETPORT_SOLANA_PORT'] ?? 8899),
  embedded: Number(process.env['WALLETPORT_EMBEDDED_PORT'] ?? 8791),
  oidc: Number(process.env['WALLETPORT_OIDC_PORT'] ?? 8792),
  farcaster: Number(process.env['WALLETPORT_FARCASTER_PORT'] ?? 8793),
  polkadot: Number(process.env['WALLETPORT_POLKADOT_PORT'] ?? 8794),
  bitcoin: Number(process.env['WALLETPORT_BITCOIN_PORT'] ?? 8795),
  cosmos: Number(process.env['WALLETPORT_COSMOS_PORT'] ?? 8796),
};

const running: { stop(): Promise<void> }[] = [];

async function stopAll(): Promise<void> {
  await Promise.allSettled(running.reverse().map((item) => item.stop()));
}

async function requireFree(port: number, what: string, variable: string): Promise<void> {
  if (await isPortFree(port)) return;
  console.error(`\n[walletport] Port ${port} is already in use, so the ${what} cannot start.`);
  console.error(`[walletport] Stop whatever listens on 127.0.0.1:${port}, or choose another port: ${variable}=<port> npm start\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  await requireFree(ports.chainA, 'local chain 31337 (anvil)', 'WALLETPORT_ANVIL_PORT');
  await requireFree(ports.chainB, 'local chain 31338 (anvil)', 'WALLETPORT_ANVIL2_PORT');
  await requireFree(ports.demo, 'demo site', 'WALLETPORT_DEMO_PORT');
  await requireFree(ports.services, 'remote-service stand-ins', 'WALLETPORT_SERVICES_PORT');
  await requireFree(ports.wcRelay, 'WalletConnect relay', 'WALLETPORT_WC_RELAY_PORT');
  await requireFree(ports.solana, 'local Solana chain (litesvm)', 'WALLETPORT_SOLANA_PORT');
  await requireFree(ports.solana + 1, 'local Solana chain WebSocket (litesvm)', 'WALLETPORT_SOLANA_PORT');
  await requireFree(ports.embedded, 'embedded wallet (secure frame and auth server)', 'WALLETPORT_EMBEDDED_PORT');
  await requireFree(ports.oidc, 'social sign-in provider (local OpenID provider)', 'WALLETPORT_OIDC_PORT');
  await requireFree(ports.farcaster, 'Farcaster relay stand-in', 'WALLETPORT_FARCASTER_PORT');
  await requireFree(ports.polkadot, 'Polkadot node stand-in (Westend)', 'WALLETPORT_POLKADOT_PORT');
  await requireFree(ports.bitcoin, 'Bitcoin esplora stand-in (regtest)', 'WALLETPORT_BITCOIN_PORT');
  await requireFree(ports.cosmos, 'Cosmos node stand-in (Cosmos Hub testnet)', 'WALLETPORT_COSMOS_PORT');

  console.log('[walletport] starting local chains 31337 and 31338 (anvil)...');
  const chains: AnvilChain[] = await Promise.all([
    startAnvil({ chainId: 31337, port: ports.chainA }),
    startAnvil({ chainId: 31338, port: ports.chainB }),
  ]);
  running.push(...chains);
  console.log('[walletport] deploying the demo token (Test Token, TT) and Uniswap V2 (PUSD, PCOIN) on both chains and funding the Demo Wallet...');
  // Different deployer accounts (8 and 7), so the four deployments share no nonces and run side by side.
  const [tokens, uniswap] = await Promise.all([
    Promise.all(chains.map((chain) => deployDemoToken(chain))),
    Promise.all(chains.map(async (chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, deployment: await deployUniswapV2(chain, { fundedAccounts: [ANVIL_ACCOUNT_0] }) }))),
  ]);

  console.log('[walletport] starting a local Solana chain (litesvm, playing devnet)...');
  const solana = await startSolanaChain({ port: ports.solana, fundedAccounts: [{ address: SOLANA_TEST_ADDRESS, lamports: 100_000_000_000n }] });
  running.push(solana);

  console.log('[walletport] starting the Polkadot (Westend), Bitcoin (regtest) and Cosmos (Hub testnet) stand-ins...');
  const polkadot = await startPolkadotChain({ port: ports.polkadot, balances: { [POLKADOT_TEST_ADDRESS]: 25_000_000_000_000n } });
  running.push(polkadot);
  const bitcoin = await startBitcoinEsplora({ port: ports.bitcoin, network: 'regtest', fund: [{ address: BITCOIN_TEST_ADDRESS, sats: 150_000_000n }] });
  running.push(bitcoin);
  const cosmos = await startCosmosChain({ port: ports.cosmos, balances: { [COSMOS_TEST_ADDRESS]: 42_000_000n } });
  running.push(cosmos);

  const services = await startRemoteStandIns({
    port: ports.services,
    anvilRpcUrls: { '31337': chains[0]!.rpcUrl, '31338': chains[1]!.rpcUrl },
    uniswapV2: uniswap,
    // Buy crypto's provider page, paying out ETH on chain 31337 when the visitor completes a purchase.
    onrampProvider: { rpcUrl: chains[0]!.rpcUrl },
    // Pay's exchange list answers with the Reown test exchange, whose page pays ETH out on 31337 (and 31338).
    payExchange: true,
    // Analytics and error telemetry the modal sends show up here, for the person running the demo.
    log: (line) => console.log(`  ${line}`),
  });
  running.push(services);

  const relay = await startWalletConnectRelay({ port: ports.wcRelay });
  running.push(relay);

  // The embedded wallet on a second loopback origin: its frame and auth server, with a development
  // mailbox that prints every code and device link here and lists them at /mailbox, the local OpenID
  // provider playing the social providers, the Farcaster relay with its client page, and the smart-account
  // factory on both chains. Fresh secrets and an in-memory database each run: nothing of a demo login
  // outlives the demo.
  const embeddedStack = await startEmbeddedWalletStack({
    port: ports.embedded,
    oidcPort: ports.oidc,
    farcasterPort: ports.farcaster,
    projectId: 'walletport-demo',
    allowedOrigins: [`http://127.0.0.1:${ports.demo}`, `http://localhost:${ports.demo}`],
    rpcUrls: { 31337: chains[0]!.rpcUrl, 31338: chains[1]!.rpcUrl },
    log: (line) => console.log(`  ${line}`),
  });
  const embedded = embeddedStack.wallet;
  running.push(embeddedStack);

  console.log('[walletport] building the package (tsup, npm pack) and the demo site on it...');
  const { outDir: directory } = await buildDemo();
  const server: DemoServer = await startDemoServer({
    directory,
    port: ports.demo,
    config: {
      projectId: 'walletport-demo',
      chains: [
        { id: 31337, name: 'Anvil Local', rpcUrl: chains[0]!.rpcUrl },
        { id: 31338, name: 'Anvil Local 2', rpcUrl: chains[1]!.rpcUrl },
      ],
      endpoints: services.endpoints,
      walletConnectRelayUrl: relay.url,
      solana: { rpcUrl: solana.rpcUrl },
      polkadot: { rpcUrl: polkadot.rpcUrl },
      bitcoin: { esploraUrl: bitcoin.url },
      cosmos: { rpcUrl: cosmos.rpcUrl },
      embeddedWalletFrameUrl: `${embedded.url}/frame`,
      tokens: demoTokenOption(tokens),
      ...(services.onrampSites ? { onrampSites: services.onrampSites } : {}),
    },
  });
  running.push(server);

  console.log(`\n  walletport demo:  ${server.url}`);
  console.log(`  chain 31337:      ${chains[0]!.rpcUrl}`);
  console.log(`  chain 31338:      ${chains[1]!.rpcUrl}`);
  console.log(`  demo token:       Test Token (TT), ${tokens[0]!.address} on 31337, ${tokens[1]!.address} on 31338; the Demo Wallet holds 10,000`);
  if (services.onrampSites) console.log(`  buy crypto:       the providers' pages at ${services.onrampSites.coinbase}, paying out ETH on 31337`);
  if (services.payExchange) console.log(`  pay:              the Reown Test Exchange's page at ${services.payExchange.url}, paying from ${services.payExchange.payer}`);
  console.log(`  Uniswap V2:       router ${uniswap[0]!.deployment.router} on 31337, ${uniswap[1]!.deployment.router} on 31338; pools ETH/PUSD and PUSD/PCOIN; the Demo Wallet holds ${POOL_TOKEN_FUNDING_UNITS.toLocaleString('en-US')} PUSD and PCOIN`);
  console.log(`  Solana devnet:    ${solana.rpcUrl} (litesvm)`);
  console.log(`  Polkadot Westend: ${polkadot.rpcUrl} (JSON-RPC stand-in)`);
  console.log(`  Bitcoin regtest:  ${bitcoin.url} (esplora API stand-in; it checks every signature)`);
  console.log(`  Cosmos testnet:   ${cosmos.rpcUrl} (CometBFT RPC and LCD stand-in; it checks every signature)`);
  console.log(`  remote services:  ${services.url} (directory, blockchain API, analytics, RPC stand-ins)`);
  console.log(`  WalletConnect:    ${relay.url} (local relay; pair the QR with: npx tsx test/scripts/wc-pair.ts '<wc: uri>')`);
  console.log('  wallet:           "Demo Wallet" (anvil dev account 0; funded test keys on Solana, Polkadot, Bitcoin and Cosmos), offered in the modal');
  console.log(`  e-mail wallet:    ${embedded.url} (secure frame and auth server); codes and device links print here and at ${embedded.url}/mailbox`);
  console.log(`  social sign-in:   ${embeddedStack.oidc.issuer} (local OpenID provider for google, github, apple, facebook, x, discord: any username, then Allow)`);
  console.log(`  Farcaster:        ${embeddedStack.farcaster.url} (relay stand-in; the modal's link opens its client page: press Approve)`);
  console.log('\n  Press Ctrl-C to stop everything.\n');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.log('\n[walletport] stopping...');
    void stopAll().then(() => process.exit(0));
  });
}

main().catch(async (error: unknown) => {
  console.error('[walletport] failed to start:', error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
