import { inject } from 'vitest';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import type { DemoBuild } from '../stand-ins/build-demo.ts';
import { startDemoServer, type DemoServer } from '../stand-ins/demo-server.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startRemoteStandIns, type RemoteStandIns } from '../stand-ins/remote-server.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { deployDemoToken, demoTokenOption, type DemoToken } from '../stand-ins/demo-token.ts';
import { deployUniswapV2 } from '../stand-ins/uniswap-v2.ts';
import type { UniswapV2MarketChain } from '../stand-ins/uniswap-v2-market.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import type { DemoConfig } from '../demo/demo-config.ts';

export interface RunningDemo {
  readonly url: string;
  readonly chains: readonly AnvilChain[];
  readonly build: DemoBuild;
  readonly services: RemoteStandIns;
  /** The local WalletConnect relay the demo pairs through. */
  readonly relay: WalletConnectRelay;
  /** What the page is told about the stand-ins: another server of the same build can tell it too. */
  readonly config: DemoConfig;
  /** The demo's ERC-20 on each chain (the test wallet holds 10,000 of it). */
  readonly tokens: readonly DemoToken[];
  /** Uniswap V2 on each chain, which the swap routes quote and build from (the test wallet holds PUSD and PCOIN). */
  readonly uniswap: readonly UniswapV2MarketChain[];
  stop(): Promise<void>;
}

/**
 * Two anvil chains, a WalletConnect relay and a server of the demo, all on free loopback ports. The demo is
 * the one built for this test run unless `build` names another (outside vitest, e.g. the benchmark).
 */
export async function startDemoSite(build: DemoBuild = inject('demoBuild')): Promise<RunningDemo> {
  const [portA, portB] = [await findFreePort(), await findFreePort()];
  const chains = await Promise.all([startAnvil({ chainId: 31337, port: portA }), startAnvil({ chainId: 31338, port: portB })]);
  // The demo's ERC-20 and Uniswap V2 on both chains, the test wallet funded, as `npm start` has it. Their
  // deployers are different accounts (8 and 7), so all four run side by side: about half a second in all.
  const [tokens, uniswap] = await Promise.all([
    Promise.all(chains.map((chain) => deployDemoToken(chain))),
    Promise.all(chains.map(async (chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, deployment: await deployUniswapV2(chain, { fundedAccounts: [ANVIL_ACCOUNT_0] }) }))),
  ]).catch(async (error: unknown) => {
    await Promise.all(chains.map((chain) => chain.stop()));
    throw error;
  });
  let server: DemoServer | undefined;
  let services: RemoteStandIns | undefined;
  const relay = await startWalletConnectRelay({ port: 0 });
  try {
    services = await startRemoteStandIns({
      anvilRpcUrls: { '31337': chains[0].rpcUrl, '31338': chains[1].rpcUrl },
      uniswapV2: uniswap,
      onrampProvider: { rpcUrl: chains[0].rpcUrl },
      // The Reown test exchange's page, paying the chains' own coin when the visitor confirms there.
      payExchange: true,
    });
    const config: DemoConfig = {
      projectId: 'walletport-e2e',
      chains: [
        { id: 31337, name: 'Anvil Local', rpcUrl: chains[0].rpcUrl },
        { id: 31338, name: 'Anvil Local 2', rpcUrl: chains[1].rpcUrl },
      ],
      endpoints: services.endpoints,
      walletConnectRelayUrl: relay.url,
      tokens: demoTokenOption(tokens),
      ...(services.onrampSites ? { onrampSites: services.onrampSites } : {}),
    };
    server = await startDemoServer({ directory: build.outDir, port: 0, config });
    const running = server;
    const runningServices = services;
    return {
      url: running.url,
      chains,
      build,
      services: runningServices,
      relay,
      config,
      tokens,
      uniswap,
      stop: async () => {
        await running.stop();
        await runningServices.stop();
        await relay.stop();
        await Promise.all(chains.map((chain) => chain.stop()));
      },
    };
  } catch (error) {
    await server?.stop();
    await services?.stop();
    await relay.stop();
    await Promise.all(chains.map((chain) => chain.stop()));
    throw error;
  }
}
