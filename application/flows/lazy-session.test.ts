import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { Lifecycle } from '../lifecycle.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { lazySession } from './lazy-session.ts';

/** The parts of a runtime a lazy session reads: the reporter, the network and accounts, the teardowns. */
function runtimeFor() {
  const network = new BehaviorSubject<{ caipNetwork?: { caipNetworkId: string } }>({ caipNetwork: { caipNetworkId: 'eip155:1' } });
  const accounts = new BehaviorSubject<Record<string, { status: string; address?: string }>>({});
  const reporter = { report: vi.fn() };
  const lifecycle = new Lifecycle();
  const runtime = { reporter, lifecycle, state: { network: { state$: network }, accounts: { state$: accounts } } } as unknown as AppRuntime;
  return { runtime, network, reporter, lifecycle };
}

describe('lazySession', () => {
  it('shows MODAL_LOAD_FAILED when the chunk fails, answers the fallback, and loads again on the next command', async () => {
    const { runtime, reporter } = runtimeFor();
    const session = { reset: vi.fn(), quote: vi.fn(async () => 'quote') };
    const load = vi.fn<() => Promise<typeof session>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(session);
    const shown: WalletportError[] = [];
    const lazy = lazySession(runtime, load, (error) => shown.push(error));

    await expect(lazy.run('quote', 'none', (ready) => ready.quote())).resolves.toBe('none');
    expect(shown.map((error) => error.code)).toEqual(['MODAL_LOAD_FAILED']);
    expect(reporter.report).toHaveBeenCalledTimes(1);

    await expect(lazy.run('quote', 'none', (ready) => ready.quote())).resolves.toBe('quote');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('empties a loaded session when the network changes, and stops following once the instance is destroyed', async () => {
    const { runtime, network, lifecycle } = runtimeFor();
    const session = { reset: vi.fn() };
    const lazy = lazySession(runtime, async () => session, () => undefined);
    network.next({ caipNetwork: { caipNetworkId: 'eip155:10' } });
    expect(session.reset).not.toHaveBeenCalled();

    await lazy.run('load', undefined, async () => undefined);
    network.next({ caipNetwork: { caipNetworkId: 'eip155:8453' } });
    await Promise.resolve();
    expect(session.reset).toHaveBeenCalledTimes(1);

    lifecycle.dispose();
    network.next({ caipNetwork: { caipNetworkId: 'eip155:1' } });
    await Promise.resolve();
    expect(session.reset).toHaveBeenCalledTimes(1);
  });
});
