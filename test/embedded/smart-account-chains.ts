import { createPublicClient, createTestClient, http, parseEther, type Address, type PublicClient } from 'viem';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { deploySmartAccountFactory } from '../stand-ins/smart-account-factory.ts';
import { startTestServer, type TestServer } from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

export interface SmartAccountChains {
  /** Chain 31337, with the smart-account factory. */
  readonly withFactory: AnvilChain;
  /** Chain 1337, without one. */
  readonly withoutFactory: AnvilChain;
  readonly chain: PublicClient;
  readonly factory: Address;
  /** The auth server on both chains, offering smart accounts on 31337. */
  readonly t: TestServer;
  setBalance(address: Address, ether: string): Promise<void>;
  stop(): Promise<void>;
}

/** Two anvil chains, the factory deployed on the first, and an auth server that knows both. */
export async function startSmartAccountChains(): Promise<SmartAccountChains> {
  const [withFactory, withoutFactory] = await Promise.all([
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    findFreePort().then((port) => startAnvil({ chainId: 1337, port })),
  ]);
  const stopChains = () => Promise.all([withFactory.stop(), withoutFactory.stop()]).then(() => undefined);
  try {
    const factory = await deploySmartAccountFactory(withFactory.rpcUrl);
    const t = await startTestServer({ rpcUrls: { 31337: withFactory.rpcUrl, 1337: withoutFactory.rpcUrl }, smartAccounts: { 31337: { factory } } });
    const testClient = createTestClient({ mode: 'anvil', transport: http(withFactory.rpcUrl) });
    return {
      withFactory,
      withoutFactory,
      chain: createPublicClient({ transport: http(withFactory.rpcUrl), pollingInterval: 50 }),
      factory,
      t,
      setBalance: (address, ether) => testClient.setBalance({ address, value: parseEther(ether) }),
      stop: async () => {
        await t.server.stop();
        await stopChains();
      },
    };
  } catch (error) {
    await stopChains();
    throw error;
  }
}
