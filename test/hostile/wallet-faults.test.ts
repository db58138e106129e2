import { describe, expect, it } from 'vitest';
import { SWITCH_REQUEST_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { signingAdapter } from '../fakes/flow-fixtures.ts';
import { createMemorySiwx } from '../fakes/memory-siwx.ts';

const RDNS = 'dev.walletport.demo';

/** How a wallet can fail a request: a rejection with an odd value, no answer, a synchronous throw, a garbage answer. */
const FAULTS = {
  rejects: () => Promise.reject(Object.defineProperty({}, 'message', { get: () => { throw new Error('getter'); } })),
  hangs: () => new Promise<never>(() => undefined),
  throws: () => {
    throw Symbol('sync');
  },
  'answers garbage': () => Promise.resolve({ toString: 7, 0: '0x' }),
} satisfies Record<string, () => Promise<unknown>>;
type Fault = keyof typeof FAULTS;
const FAULT_NAMES = Object.keys(FAULTS) as Fault[];

/** Runs `call` and records how it ended, so a test can move time on while it is pending. */
function track(call: () => Promise<unknown>) {
  const outcome: { settled: boolean; error?: unknown } = { settled: false };
  try {
    call().then(
      () => void (outcome.settled = true),
      (error: unknown) => Object.assign(outcome, { settled: true, error }),
    );
  } catch (error) {
    Object.assign(outcome, { settled: true, error, threwSynchronously: true });
  }
  return outcome;
}

describe('a wallet failing a network switch', () => {
  it.each(FAULT_NAMES)('that %s: the switch ends (within the ceiling), the network stays consistent and a later switch works', async (fault) => {
    const { facade, page, clock } = createHarness();
    await facade.ready;
    await facade.connect(RDNS);
    const original = page.wallet.request.bind(page.wallet);
    page.wallet.request = (args) => (args.method === 'wallet_switchEthereumChain' ? FAULTS[fault]() : original(args));

    const outcome = track(() => facade.switchNetwork(CHAIN_B));
    await settle();
    if (fault === 'hangs') {
      expect(outcome.settled).toBe(false);
      expect(facade.stores.network.getSnapshot().switching).toBe(true);
      clock.advance(SWITCH_REQUEST_TIMEOUT_MS);
      await settle();
    }
    expect(outcome.settled).toBe(true);
    const network = facade.stores.network.getSnapshot();
    expect(network.switching).toBe(false);
    if (outcome.error === undefined) {
      // A garbage answer to a request whose answer EIP-1193 leaves empty reads as done.
      expect(network.caipNetwork?.caipNetworkId).toBe(CHAIN_B.caipNetworkId);
    } else {
      expect(WalletportError.is(outcome.error)).toBe(true);
      if (fault === 'hangs') expect((outcome.error as WalletportError).code).toBe('SWITCH_TIMED_OUT');
      expect(network.caipNetwork?.caipNetworkId).toBe(CHAIN_A.caipNetworkId);
      expect(network.error?.code).toBe((outcome.error as WalletportError).code);
    }
    expect(facade.account().getSnapshot().isConnected).toBe(true);

    page.wallet.request = original;
    await facade.switchNetwork(outcome.error === undefined ? CHAIN_A : CHAIN_B);
    expect(facade.stores.network.getSnapshot()).toMatchObject({ switching: false, error: undefined });
  });

  it('a destroyed instance ends a switch the wallet never answers', async () => {
    const { facade, page, clock } = createHarness();
    await facade.ready;
    await facade.connect(RDNS);
    const pendingBefore = clock.pending;
    page.wallet.request = () => new Promise<never>(() => undefined);
    const outcome = track(() => facade.switchNetwork(CHAIN_B));
    await settle();
    expect(clock.pending).toBeGreaterThan(pendingBefore);
    facade.destroy();
    await settle();
    expect(outcome.settled).toBe(true);
    expect((outcome.error as WalletportError).code).toBe('INSTANCE_DESTROYED');
  });
});

describe('a wallet failing a sign-in signature', () => {
  function setup(fault: Fault) {
    const siwx = createMemorySiwx({ sessions: [] });
    const harness = createHarness({ options: { siwx: siwx.config, adapters: [signingAdapter(() => FAULTS[fault]())] } });
    return { ...harness, siwx };
  }

  it.each(FAULT_NAMES)('that %s: no session is stored, the sign view stays with its way out, and Cancel always works', async (fault) => {
    const { facade, siwx } = setup(fault);
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');

    const outcome = track(() => facade.flows.siwx.commands.requestSignature());
    await settle();
    const state = facade.flows.siwx.state.getSnapshot();
    if (fault === 'hangs') {
      expect(outcome.settled).toBe(false);
      expect(state.status).toBe('signing');
    } else {
      // A failure of the wallet is the flow's state, not a rejection of the command.
      expect(outcome).toEqual({ settled: true });
      expect(state.status).not.toBe('authenticated');
      // None of these is the visitor's no: each is the wallet failing.
      expect(state.error?.code).toBe('SIWX_SIGNATURE_FAILED');
    }
    expect(siwx.sessions()).toEqual([]);
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'SIWXSignMessage' } });

    await facade.flows.siwx.commands.cancel();
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ status: 'idle', error: undefined });
    expect(siwx.sessions()).toEqual([]);
  });
});
