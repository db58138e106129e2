import { describe, expect, it } from 'vitest';
import type { ModalEvent } from '../../application/events/app-events.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { FRAME_ORIGIN, FRAME_URL, SOCIAL_ADDRESS, fakePopups, socialFrame } from '../fakes/social-login-fakes.ts';

/** Spec §4: the pop-up is checked this often for having been closed. */
const SOCIAL_POPUP_POLL_MS = 500;

async function setUp(storage = createMemoryStorage(), frame = socialFrame()) {
  const popups = fakePopups(frame.receiveCallback);
  const harness = createHarness({
    storage,
    announce: false,
    options: { embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: frame.auth, popups: popups.port } },
  });
  await harness.facade.ready;
  const events: ModalEvent[] = [];
  harness.facade.subscribeEvents((event) => events.push(event));
  return { ...harness, frame, popups, storage, events, login: harness.facade.flows.socialLogin };
}

describe('social login through the pop-up the click opens', () => {
  it('opens the pop-up in the click itself, sends it to the provider, and connects on the callback', async () => {
    const { facade, frame, popups, login, storage, events } = await setUp();
    await facade.open();
    login.commands.start({ provider: 'github' });
    // Nothing was awaited: the browser still counts this as the visitor's click.
    expect(popups.opened).toHaveLength(1);
    expect(login.state.getSnapshot()).toMatchObject({ step: 'popup', provider: 'github' });
    await settle();
    const popup = popups.opened[0]!;
    expect(popup.urls).toEqual(['https://idp.example/authorize?provider=github']);
    popups.callback(popup);
    await settle();
    expect(frame.calls).toContain('connectSocial:eoa');
    // The user the connect answered, read for the site's chain, is not asked for a second time.
    expect(frame.calls.filter((call) => call.startsWith('getUser'))).toEqual([]);
    expect(facade.account('eip155').getSnapshot()).toMatchObject({
      isConnected: true,
      address: SOCIAL_ADDRESS,
      embeddedWalletInfo: { authProvider: 'github', user: { username: 'ada' } },
    });
    expect(facade.flows.accountType.state.getSnapshot().social).toEqual({ provider: 'github', username: 'ada' });
    expect(storage.entries.get(STORAGE_KEYS.connectedSocial)).toBe('"github"');
    expect(storage.entries.get(STORAGE_KEYS.connectedSocialUsername)).toBe('"ada"');
    expect(login.state.getSnapshot().step).toBe('idle');
    expect(popup.closed).toBe(true);
    expect(popups.listeners.size).toBe(0);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    expect(events.map((event) => event.data)).toContainEqual(expect.objectContaining({ event: 'CONNECT_SUCCESS', properties: expect.objectContaining({ method: 'social', name: 'github' }) }));
  });

  it('ignores a result from another origin, from another window, or of another shape', async () => {
    const { frame, popups, login } = await setUp();
    login.commands.start({ provider: 'google' });
    await settle();
    const popup = popups.opened[0]!;
    // What a page script, a third-party frame or another window of the frame's origin could post.
    const forged = { resultUri: `${FRAME_ORIGIN}/social/callback?code=attacker&state=s1` };
    popups.post({ origin: 'https://evil.example', source: popup.window, data: forged });
    popups.post({ origin: FRAME_ORIGIN, source: {}, data: forged });
    popups.post({ origin: FRAME_ORIGIN, source: popup.window, data: { type: '@walletport-frame/SOCIAL_CALLBACK' } });
    popups.post({ origin: FRAME_ORIGIN, source: popup.window, data: JSON.stringify(forged) });
    await settle();
    expect(frame.calls.filter((call) => call.startsWith('connectSocial'))).toEqual([]);
    expect(login.state.getSnapshot().step).toBe('popup');
    popups.callback(popup);
    await settle();
    expect(frame.calls.filter((call) => call.startsWith('connectSocial'))).toEqual(['connectSocial:eoa']);
  });

  it('a blocked pop-up is SOCIAL_POPUP_BLOCKED, with nothing left listening', async () => {
    const { popups, login, frame } = await setUp();
    popups.state.blocked = true;
    login.commands.start({ provider: 'discord' });
    expect(login.state.getSnapshot()).toMatchObject({ step: 'error', provider: 'discord', error: { code: 'SOCIAL_POPUP_BLOCKED' } });
    expect(popups.listeners.size).toBe(0);
    expect(frame.calls).toEqual([]);
  });

  it('checks every 500 ms whether the visitor closed the pop-up: SOCIAL_POPUP_CLOSED, then nothing runs', async () => {
    const { popups, login, clock } = await setUp();
    login.commands.start({ provider: 'apple' });
    await settle();
    const popup = popups.opened[0]!;
    clock.advance(SOCIAL_POPUP_POLL_MS * 2);
    expect(login.state.getSnapshot().step).toBe('popup');
    popup.closedByVisitor();
    clock.advance(SOCIAL_POPUP_POLL_MS - 1);
    expect(login.state.getSnapshot().step).toBe('popup');
    clock.advance(1);
    expect(login.state.getSnapshot()).toMatchObject({ step: 'error', error: { code: 'SOCIAL_POPUP_CLOSED' } });
    expect(popups.listeners.size).toBe(0);
    const timers = clock.pending;
    clock.advance(SOCIAL_POPUP_POLL_MS * 4);
    expect(clock.pending).toBeLessThanOrEqual(timers);
  });

  it("shows the frame's denial, closes the pop-up, and a second try signs in", async () => {
    const { popups, login, facade } = await setUp();
    login.commands.start({ provider: 'x' });
    await settle();
    popups.callback(popups.opened[0]!, 'error=access_denied&state=s1');
    await settle();
    expect(login.state.getSnapshot()).toMatchObject({ step: 'error', provider: 'x' });
    expect(login.state.getSnapshot().error?.shortMessage).toBe('The sign-in was not allowed. Try again and allow access to continue.');
    expect(popups.opened[0]!.closed).toBe(true);
    expect(popups.listeners.size).toBe(0);
    login.commands.start({ provider: 'x' });
    await settle();
    popups.callback(popups.opened[1]!);
    await settle();
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(true);
  });

  it('destroy removes the listener, stops the check and closes the pop-up', async () => {
    const { popups, login, facade, clock } = await setUp();
    login.commands.start({ provider: 'facebook' });
    await settle();
    const timersWhileOpen = clock.pending;
    facade.destroy();
    expect(popups.listeners.size).toBe(0);
    expect(popups.opened[0]!.closeCalls).toBe(1);
    expect(clock.pending).toBe(timersWhileOpen - 1);
    expect(login.state.getSnapshot().step).toBe('idle');
  });

  it('restores the social account from storage after a reload; disconnect removes it', async () => {
    const storage = createMemoryStorage();
    const frame = socialFrame();
    const first = await setUp(storage, frame);
    first.login.commands.start({ provider: 'github' });
    await settle();
    first.popups.callback(first.popups.opened[0]!);
    await settle();
    first.facade.destroy();

    const second = await setUp(storage, frame);
    await settle();
    expect(second.facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: true, embeddedWalletInfo: { authProvider: 'github', user: { username: 'ada' } } });
    await second.facade.disconnect();
    await settle();
    expect(storage.entries.has(STORAGE_KEYS.connectedSocial)).toBe(false);
    expect(storage.entries.has(STORAGE_KEYS.connectedSocialUsername)).toBe(false);
  });

  it('offers the socials the site configured and the wallet can do, without a frame URL none of the pop-up ones', async () => {
    const { facade } = await setUp();
    expect(facade.connectGroups.getSnapshot().socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    const bare = createHarness({ announce: false, options: { ports: { authProvider: socialFrame().auth, popups: fakePopups().port } } });
    expect(bare.facade.connectGroups.getSnapshot().socials).toEqual(['farcaster']);
  });
});
