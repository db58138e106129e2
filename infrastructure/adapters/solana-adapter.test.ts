import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterHost } from '../../application/ports/chain-adapter.port.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { SOLANA } from '../../test/fakes/scripted-chains.ts';
import { SolanaAdapter } from './solana-adapter.ts';
import { solanaConnection } from './solana-connection.ts';

const DEVNET: CaipNetwork = { ...SOLANA, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' };
const CONTEXT = {
  projectId: '',
  rpcHost: 'https://rpc.example',
  customRpcUrls: { [SOLANA.caipNetworkId]: [{ url: 'http://127.0.0.1:18899/mainnet' }], [DEVNET.caipNetworkId]: [{ url: 'http://127.0.0.1:18899/devnet' }] },
};

/** An instance as an adapter sees it: the active Solana network, and a way to say it changed. */
function hostOn(first: CaipNetwork) {
  let network = first;
  const listeners = new Set<() => void>();
  const host = {
    getCaipNetwork: () => network,
    subscribeNetwork: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as unknown as AdapterHost;
  const switchTo = (next: CaipNetwork) => {
    network = next;
    for (const listener of listeners) listener();
  };
  return { host, switchTo, listeners };
}

const endpoint = () => solanaConnection.getSnapshot()?.rpcEndpoint;
let detach: (() => void) | undefined;

afterEach(() => {
  detach?.();
  detach = undefined;
});

describe("SolanaAdapter's Connection (AppKit's useAppKitConnection store)", () => {
  it('is undefined until the family loads, then the active network\'s, over the URLs the modal reads through', async () => {
    const adapter = new SolanaAdapter();
    const { host } = hostOn(SOLANA);
    detach = adapter.attach(host);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endpoint()).toBeUndefined();
    await adapter.load(CONTEXT);
    await vi.waitFor(() => expect(endpoint()).toBe('http://127.0.0.1:18899/mainnet'));
  });

  it('follows a switch to another Solana network, and tells its readers', async () => {
    const adapter = new SolanaAdapter();
    const { host, switchTo } = hostOn(SOLANA);
    detach = adapter.attach(host);
    await adapter.load(CONTEXT);
    await vi.waitFor(() => expect(endpoint()).toBe('http://127.0.0.1:18899/mainnet'));
    const told = vi.fn();
    const stop = solanaConnection.subscribe(told);
    switchTo(DEVNET);
    await vi.waitFor(() => expect(endpoint()).toBe('http://127.0.0.1:18899/devnet'));
    expect(told).toHaveBeenCalled();
    stop();
  });

  it('is cleared when its instance goes, and nothing listens to that instance any more', async () => {
    const adapter = new SolanaAdapter();
    const { host, listeners } = hostOn(SOLANA);
    detach = adapter.attach(host);
    await adapter.load(CONTEXT);
    await vi.waitFor(() => expect(endpoint()).toBeDefined());
    detach();
    detach = undefined;
    expect(endpoint()).toBeUndefined();
    expect(listeners.size).toBe(0);
  });
});
