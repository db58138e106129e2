import { describe, expect, it } from 'vitest';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { FRAME_URL, fakePopups, socialFrame } from '../fakes/social-login-fakes.ts';

/*
 * An embedded login finishes after the account already reads connected: the session is marked before the
 * EVM family's chunk has loaded and the chain is followed. A visitor who sees "connected" meanwhile, closes
 * the modal and opens another view is reading that view; the login's late end must not shut it.
 */

/** The EVM family's chunk, held back while `holding` is set, as a slow connection delivers it. */
function heldEvmChunk() {
  const real = evmAdapterWithBalances({});
  const control = { holding: false, loads: 0, release: () => undefined as void };
  const descriptor: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: (context) => {
      control.loads += 1;
      if (!control.holding) return real.load(context);
      return new Promise((resolve, reject) => {
        control.release = () => void real.load(context).then(resolve, reject);
      });
    },
  };
  return { descriptor, control };
}

function harnessWithHeldChunk() {
  const chunk = heldEvmChunk();
  const frame = socialFrame();
  const harness = createHarness({
    announce: false,
    options: { adapters: [chunk.descriptor], embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: { ...frame.auth, connectOtp: async () => undefined }, popups: fakePopups().port } },
  });
  return { ...harness, chunk };
}

async function emailLoginWithHeldChunk() {
  const { chunk, ...harness } = harnessWithHeldChunk();
  const { facade } = harness;
  await facade.ready;
  await facade.open();
  const login = facade.flows.emailLogin;
  await login.commands.start({ email: 'visitor@example.com' });
  await settle();
  expect(facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyOtp');
  chunk.control.holding = true;
  const loadsBefore = chunk.control.loads;
  const submitted = login.commands.submitOtp({ otp: '123456' });
  await settle();
  // The chunk is what the login waits on, and the page already reads the account as connected.
  expect(chunk.control.loads).toBeGreaterThan(loadsBefore);
  expect(facade.account('eip155').getSnapshot().isConnected).toBe(true);
  return { ...harness, chunk, submitted };
}

describe('an embedded login that ends after the visitor moved on', () => {
  it('leaves the Account view the visitor opened meanwhile open', async () => {
    const { facade, chunk, submitted } = await emailLoginWithHeldChunk();
    await facade.close();
    await facade.open({ view: 'Account' });
    chunk.control.release();
    await submitted;
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'Account' } });
  });

  it('still closes the modal when the visitor stayed on the code view', async () => {
    const { facade, chunk, submitted } = await emailLoginWithHeldChunk();
    chunk.control.release();
    await submitted;
    await settle();
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('a Farcaster approval that ends late leaves the Account view the visitor opened meanwhile open', async () => {
    const { facade, chunk } = harnessWithHeldChunk();
    await facade.ready;
    await facade.open({ view: 'ConnectingFarcaster' });
    chunk.control.holding = true;
    const started = facade.flows.farcasterLogin.commands.start();
    await settle();
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(true);
    await facade.close();
    await facade.open({ view: 'Account' });
    chunk.control.release();
    await started;
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'Account' } });
  });
});
