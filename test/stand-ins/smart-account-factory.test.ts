import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, type Address } from 'viem';
import { SIMPLE_ACCOUNT_FACTORY_ABI } from '../../infrastructure/embedded-server/wallet/smart-account/artifacts.ts';
import { smartAccountAddress } from '../../infrastructure/embedded-server/wallet/smart-accounts.ts';
import { startAnvil, type AnvilChain } from './anvil.ts';
import { findFreePort } from './free-port.ts';
import { CREATE2_DEPLOYER, deploySmartAccountFactory, SMART_ACCOUNT_FACTORY_ADDRESS } from './smart-account-factory.ts';

const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let chains: AnvilChain[] = [];

beforeAll(async () => {
  chains = [await startAnvil({ chainId: 31337, port: await findFreePort() }), await startAnvil({ chainId: 1337, port: await findFreePort() })];
}, 60_000);
afterAll(async () => {
  await Promise.all(chains.map((chain) => chain.stop()));
});

describe('deploySmartAccountFactory', () => {
  it('deploys the factory at one address on every chain, and again changes nothing', async () => {
    const [first, second] = chains as [AnvilChain, AnvilChain];
    const client = createPublicClient({ transport: http(first.rpcUrl) });
    expect(await client.getCode({ address: SMART_ACCOUNT_FACTORY_ADDRESS })).toBeUndefined();

    const factory = await deploySmartAccountFactory(first.rpcUrl);
    expect(factory).toBe(SMART_ACCOUNT_FACTORY_ADDRESS);
    expect((await client.getCode({ address: factory }))?.length).toBeGreaterThan(100);
    const blockAfterDeployment = await client.getBlockNumber();

    expect(await deploySmartAccountFactory(first.rpcUrl)).toBe(factory);
    expect(await client.getBlockNumber()).toBe(blockAfterDeployment);
    expect(await deploySmartAccountFactory(second.rpcUrl)).toBe(factory);
  });

  it('installs the deployment proxy on a chain started without it', async () => {
    const chain = await startAnvil({ chainId: 1338, port: await findFreePort() });
    chains.push(chain);
    await fetch(chain.rpcUrl, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [CREATE2_DEPLOYER, '0x'] }),
    });
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    expect(await client.getCode({ address: CREATE2_DEPLOYER })).toBeUndefined();
    expect(await deploySmartAccountFactory(chain.rpcUrl)).toBe(SMART_ACCOUNT_FACTORY_ADDRESS);
    expect(await client.getCode({ address: SMART_ACCOUNT_FACTORY_ADDRESS })).toMatch(/^0x[0-9a-f]{200,}$/);
  });

  it('answers the same account address as the server computes without the chain', async () => {
    const [first] = chains as [AnvilChain];
    const factory = await deploySmartAccountFactory(first.rpcUrl);
    const client = createPublicClient({ transport: http(first.rpcUrl) });
    const onChain = await client.readContract({ address: factory, abi: SIMPLE_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [OWNER, 0n] });
    expect(onChain).toBe(smartAccountAddress(factory, OWNER));
    expect(smartAccountAddress(factory, OWNER, 1n)).not.toBe(onChain);
  });
});
