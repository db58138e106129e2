import { describe, expect, it } from 'vitest';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { FRAME_URL, SOCIAL_ADDRESS, fakePopups, socialFrame } from '../fakes/social-login-fakes.ts';

async function setUp(frame: Omit<ReturnType<typeof socialFrame>, 'auth'> & { auth: AuthProviderPort } = socialFrame()) {
  const storage = createMemoryStorage();
  const harness = createHarness({
    storage,
    announce: false,
    options: { embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: frame.auth, popups: fakePopups().port } },
  });
  await harness.facade.ready;
  return { ...harness, frame, storage, login: harness.facade.flows.farcasterLogin };
}

const farcasterCalls = (calls: readonly string[]) => calls.filter((call) => call === 'connectFarcaster').length;

describe('Farcaster login: the sign-in link, the approval asked for until it comes, the embedded wallet attached', () => {
  it('sets the link, asks again after each "not yet", then connects with the Farcaster username', async () => {
    const { facade, frame, login, clock, storage } = await setUp(socialFrame({ pendingFarcaster: 2 }));
    await facade.open({ view: 'ConnectingFarcaster' });
    void login.commands.start();
    await settle();
    expect(facade.stores.modal.getSnapshot().farcasterUrl).toBe('https://relay.example/client?channelToken=t1');
    expect(login.state.getSnapshot().step).toBe('waiting');
    expect(farcasterCalls(frame.calls)).toBe(1);
    // The frame answered "not yet" at once: the next check waits a second rather than spinning.
    clock.advance(999);
    await settle();
    expect(farcasterCalls(frame.calls)).toBe(1);
    clock.advance(1);
    await settle();
    expect(farcasterCalls(frame.calls)).toBe(2);
    clock.advance(1_000);
    await settle();
    expect(farcasterCalls(frame.calls)).toBe(3);
    expect(facade.account('eip155').getSnapshot()).toMatchObject({
      isConnected: true,
      address: SOCIAL_ADDRESS,
      embeddedWalletInfo: { authProvider: 'farcaster', user: { username: 'walletport-tester' } },
    });
    expect(storage.entries.get(STORAGE_KEYS.connectedSocial)).toBe('"farcaster"');
    expect(login.state.getSnapshot().step).toBe('idle');
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('stops asking once the view is left', async () => {
    const { frame, login, clock } = await setUp(socialFrame({ pendingFarcaster: 100 }));
    void login.commands.start();
    await settle();
    login.commands.stop();
    clock.advance(10_000);
    await settle();
    expect(farcasterCalls(frame.calls)).toBe(1);
    expect(login.state.getSnapshot().step).toBe('idle');
  });

  it('shows another failure and starts over on "Try again"', async () => {
    const frame = socialFrame();
    const broken: AuthProviderPort = { ...frame.auth, connectFarcaster: async () => { throw catalogueError('FARCASTER_SIGNATURE_INVALID'); } };
    const { login } = await setUp({ ...frame, auth: broken });
    await login.commands.start();
    await settle();
    expect(login.state.getSnapshot()).toMatchObject({ step: 'error', error: { shortMessage: 'The Farcaster approval could not be verified. Start again.' } });
    broken.connectFarcaster = frame.auth.connectFarcaster;
    await login.commands.start();
    await settle();
    expect(login.state.getSnapshot().step).toBe('idle');
    expect(frame.state.signedIn).toBe(true);
  });

  it('refuses a link that is not a web address', async () => {
    const frame = socialFrame();
    const { login, facade } = await setUp({ ...frame, auth: { ...frame.auth, getFarcasterUri: async () => 'javascript:alert(1)' } });
    await login.commands.start();
    expect(login.state.getSnapshot()).toMatchObject({ step: 'error', error: { code: 'INVALID_FRAME_MESSAGE' } });
    expect(facade.stores.modal.getSnapshot().farcasterUrl).toBeUndefined();
  });

  it('leaving ConnectingFarcaster without an address clears the link and reloads the frame after 100 ms', async () => {
    const { facade, frame, login, clock } = await setUp(socialFrame({ pendingFarcaster: 100 }));
    await facade.open({ view: 'Connect' });
    facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
    void login.commands.start();
    await settle();
    facade.navigate({ type: 'goBack' });
    login.commands.stop();
    expect(facade.stores.modal.getSnapshot().farcasterUrl).toBeUndefined();
    clock.advance(99);
    expect(frame.calls).not.toContain('reload');
    clock.advance(1);
    expect(frame.calls).toContain('reload');
  });

  it('coming straight back asks the reloaded frame for a new link, not the one about to reload', async () => {
    const { facade, frame, login, clock } = await setUp(socialFrame({ pendingFarcaster: 100 }));
    await facade.open({ view: 'Connect' });
    facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
    void login.commands.start();
    await settle();
    facade.navigate({ type: 'goBack' });
    login.commands.stop();
    facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
    void login.commands.start();
    await settle();
    expect(frame.calls.filter((call) => call === 'farcasterUri')).toHaveLength(1);
    expect(login.state.getSnapshot().step).toBe('loading');
    clock.advance(100);
    await settle();
    const afterReload = frame.calls.slice(frame.calls.indexOf('reload'));
    expect(afterReload.slice(0, 2)).toEqual(['reload', 'farcasterUri']);
    expect(facade.stores.modal.getSnapshot().farcasterUrl).toBe('https://relay.example/client?channelToken=t1');
    login.commands.stop();
  });
});
