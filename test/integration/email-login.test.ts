import { describe, expect, it } from 'vitest';
import { verifyMessage, toHex } from 'viem';
import { Wallets } from '../../application/wallets/index.ts';
import { Modal } from '../../application/modal/index.ts';
import { SiwxFlow } from '../../application/siwx/index.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { FRAME_USER_REJECTED_MESSAGE } from '../../domain/embedded/rpc-policy.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { LazyFrameAuthProvider } from '../../infrastructure/embedded/lazy-frame-auth-provider.ts';
import { TOKENS } from '../../application/tokens.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { LOGIN_CODE, emailLoginHarness, fakeFrame } from '../fakes/email-login-frame.ts';

describe('e-mail login', () => {
  it('offers the e-mail field first when no wallet is on the page, after the wallets when one is', async () => {
    const withWallet = emailLoginHarness();
    await withWallet.facade.ready;
    await settle();
    expect(withWallet.facade.connectGroups.getSnapshot().methods).toEqual(['wallet', 'email']);
    const bare = createHarness({ announce: false, options: { ports: { authProvider: fakeFrame().auth } } });
    await bare.facade.ready;
    expect(bare.facade.connectGroups.getSnapshot().methods).toEqual(['email', 'wallet']);
  });

  it('refuses a malformed address without asking the frame', async () => {
    const { facade, frame, login } = emailLoginHarness();
    await facade.ready;
    await login.commands.start({ email: 'not-an-email' });
    expect(login.state.getSnapshot().error?.shortMessage).toBe('email needs a valid e-mail address');
    expect(frame.auth.connectEmail).not.toHaveBeenCalled();
  });

  it('goes e-mail → code → connected: the Account view, embeddedWalletInfo with the e-mail, the modal closed', async () => {
    const { facade, frame, login } = emailLoginHarness();
    await facade.ready;
    await facade.open();
    await login.commands.start({ email: 'visitor@example.com' });
    expect(login.state.getSnapshot().step).toBe('verifyOtp');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyOtp');
    await login.commands.submitOtp({ otp: '000000' });
    expect(login.state.getSnapshot()).toMatchObject({ step: 'verifyOtp', error: { shortMessage: 'Invalid code. Please try again.' } });
    await login.commands.submitOtp({ otp: LOGIN_CODE });
    await settle();
    const account = facade.account('eip155').getSnapshot();
    expect(account).toMatchObject({ isConnected: true, address: frame.account.address });
    expect(account.embeddedWalletInfo).toMatchObject({ authProvider: 'email', accountType: 'eoa', user: { email: 'visitor@example.com' } });
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    expect(login.state.getSnapshot().step).toBe('idle');
  });

  it("answers a second code request within 30 s with 'Please try again after N seconds'", async () => {
    const { facade, frame, login, clock } = emailLoginHarness();
    await facade.ready;
    await login.commands.start({ email: 'visitor@example.com' });
    clock.advance(12_000);
    await login.commands.resend();
    expect(login.state.getSnapshot().error?.shortMessage).toBe('Please try again after 18 seconds');
    expect(frame.auth.connectEmail).toHaveBeenCalledTimes(1);
    clock.advance(18_000);
    await login.commands.resend();
    expect(login.state.getSnapshot().error).toBeUndefined();
    expect(frame.auth.connectEmail).toHaveBeenCalledTimes(2);
  });

  it('waits on the device view, asking again, and moves on to the code once the link was clicked', async () => {
    const frame = fakeFrame({ needsDevice: true });
    const { facade, login, clock } = emailLoginHarness(frame);
    await facade.ready;
    await facade.open();
    await login.commands.start({ email: 'visitor@example.com' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyDevice');
    await settle();
    clock.advance(1_000);
    await settle();
    expect(frame.auth.connectDevice.mock.calls.length).toBeGreaterThanOrEqual(2);
    frame.state.deviceApproved = true;
    clock.advance(1_000);
    await settle();
    expect(login.state.getSnapshot().step).toBe('verifyOtp');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyOtp');
    login.commands.cancel();
  });

  it('restores the session after a reload, and ends disconnected (cache cleared) when the frame is signed out', async () => {
    const storage = createMemoryStorage();
    const frame = fakeFrame();
    const first = emailLoginHarness(frame, storage);
    await first.facade.ready;
    await first.login.commands.start({ email: 'visitor@example.com' });
    await first.login.commands.submitOtp({ otp: LOGIN_CODE });
    await settle();
    first.facade.destroy();

    const second = emailLoginHarness(frame, storage);
    await second.facade.ready;
    await settle();
    expect(second.facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: true, address: frame.account.address });
    second.facade.destroy();

    frame.state.signedIn = false;
    const third = emailLoginHarness(frame, storage);
    await third.facade.ready;
    await settle();
    expect(third.facade.account('eip155').getSnapshot().isConnected).toBe(false);
  });
});

describe('signing through the embedded wallet: approval inside the frame, the allowed methods, the sign-out', () => {
  async function connected() {
    const s = emailLoginHarness();
    await s.facade.ready;
    await s.login.commands.start({ email: 'visitor@example.com' });
    await s.login.commands.submitOtp({ otp: LOGIN_CODE });
    await settle();
    const provider = s.container.get<Wallets>(Wallets.token).sessions.provider('eip155');
    if (!provider) throw new Error('no provider after login');
    return { ...s, provider };
  }

  it('shows ApproveTransaction with the frame visible until the visitor decides; the signature is real', async () => {
    const { facade, frame, provider, container } = await connected();
    const message = toHex('hello walletport');
    const signing = provider.request({ method: 'personal_sign', params: [message, frame.account.address] });
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'ApproveTransaction' } });
    expect(frame.auth.setFrameVisible).toHaveBeenLastCalledWith(true);
    expect(container.get<Modal>(Modal.token).service.close()).toBe(false);
    frame.approvals.shift()?.(true);
    const signature = (await signing) as `0x${string}`;
    expect(await verifyMessage({ address: frame.account.address, message: { raw: message }, signature })).toBe(true);
    expect(frame.auth.setFrameVisible).toHaveBeenLastCalledWith(false);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('signs a SIWX message through ApproveTransaction too, so the frame is shown for the visitor', async () => {
    const { facade, frame, container } = await connected();
    const sign = await container.get<SiwxFlow>(SiwxFlow.token).signer.signerFor('eip155');
    const signing = sign?.('example.com wants you to sign in', frame.account.address);
    await settle();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('ApproveTransaction');
    expect(frame.auth.setFrameVisible).toHaveBeenLastCalledWith(true);
    frame.approvals.shift()?.(true);
    const signature = (await signing) as `0x${string}`;
    expect(await verifyMessage({ address: frame.account.address, message: 'example.com wants you to sign in', signature })).toBe(true);
  });

  it('turns the Reject inside the frame into a 4001 user rejection', async () => {
    const { frame, provider } = await connected();
    const signing = provider.request({ method: 'personal_sign', params: [toHex('no'), frame.account.address] });
    await settle();
    frame.approvals.shift()?.(false);
    await expect(signing).rejects.toMatchObject({ code: 4001, message: FRAME_USER_REJECTED_MESSAGE });
  });

  it("refuses a method off the allow-list: the modal opens, 'Action not allowed' after 300 ms, nothing reaches the frame", async () => {
    const { facade, frame, provider, clock } = await connected();
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed' });
    expect(facade.stores.modal.getSnapshot().open).toBe(true);
    clock.advance(299);
    expect(facade.stores.snackbar.getSnapshot().open).toBe(false);
    clock.advance(1);
    await settle();
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, message: 'Action not allowed', variant: 'error' });
    expect(frame.auth.request).not.toHaveBeenCalled();
  });

  it('passes safe reads without approval', async () => {
    const { facade, provider } = await connected();
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10');
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('signs out on disconnect: the cache goes at once, the frame gets at most 3 s', async () => {
    const { facade, frame, clock } = await connected();
    frame.auth.signOut.mockImplementationOnce(() => new Promise(() => undefined));
    const disconnecting = facade.disconnect();
    await settle();
    clock.advance(3_000);
    await disconnecting;
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
    expect(frame.auth.abortPendingRequests).toHaveBeenCalled();
  });

  it('signs out on every device, then disconnects here', async () => {
    const { facade, frame } = await connected();
    await facade.signOutEverywhere();
    expect(frame.auth.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
  });

  it('stays signed in here, with the catalogue text, when the service does not confirm the sign-out everywhere', async () => {
    const { facade, frame } = await connected();
    frame.auth.signOutEverywhere.mockRejectedValueOnce(catalogueError('AUTH_DATABASE_UNAVAILABLE'));
    await expect(facade.signOutEverywhere()).rejects.toMatchObject({
      code: 'SIGN_OUT_EVERYWHERE_FAILED',
      shortMessage: 'Your other devices could not be signed out. You are still signed in here. Try again.',
    });
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(true);
    expect(frame.auth.signOut).not.toHaveBeenCalled();
  });
});

describe('e-mail login configuration and failures', () => {
  it('honours the email feature: off (socials too), the field is gone and no frame client exists even with a frame configured', async () => {
    const off = createHarness({ options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:9/frame' }, features: { email: false, socials: false } } });
    await off.facade.ready;
    expect(off.container.get(TOKENS.AuthProvider)).toBeNull();
    expect(off.facade.connectGroups.getSnapshot().methods).not.toContain('email');
    // The social login needs the frame as well: e-mail off alone keeps the client, without the field.
    const socialOnly = createHarness({ options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:9/frame' }, features: { email: false } } });
    await socialOnly.facade.ready;
    expect(socialOnly.container.get(TOKENS.AuthProvider)).toBeInstanceOf(LazyFrameAuthProvider);
    expect(socialOnly.facade.connectGroups.getSnapshot().methods).toEqual(['wallet', 'social']);
    const on = createHarness({ options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:9/frame' } } });
    await on.facade.ready;
    expect(on.container.get(TOKENS.AuthProvider)).toBeInstanceOf(LazyFrameAuthProvider);
    expect(on.facade.connectGroups.getSnapshot().methods).toContain('email');
    const noFrame = createHarness({ options: { embeddedWallet: { frameUrl: 'javascript:alert(1)' } } });
    expect(noFrame.container.get(TOKENS.AuthProvider)).toBeNull();
  });

  it('honours emailShowWallets: off, the wallets wait behind a button while e-mail is offered', async () => {
    const { facade } = createHarness({ options: { ports: { authProvider: fakeFrame().auth }, features: { emailShowWallets: false } } });
    await facade.ready;
    expect(facade.connectGroups.getSnapshot().walletsCollapsed).toBe(true);
  });

  it('a frame that cannot load leaves the field usable with the catalogue error, nothing stuck', async () => {
    const frame = fakeFrame();
    frame.auth.connectEmail.mockRejectedValueOnce(catalogueError('EMAIL_DEPENDENCY_LOAD_FAILED'));
    const { facade, login } = emailLoginHarness(frame);
    await facade.ready;
    await login.commands.start({ email: 'visitor@example.com' });
    expect(login.state.getSnapshot()).toMatchObject({ step: 'idle', error: { shortMessage: 'Unable to load email login dependency' } });
    // The failed request set no cooldown: the visitor can try again at once.
    await login.commands.start({ email: 'visitor@example.com' });
    expect(login.state.getSnapshot().step).toBe('verifyOtp');
  });

  it('a frame that fails to read the user after the code leaves the code view with the error, not connecting', async () => {
    const frame = fakeFrame();
    frame.auth.getUser.mockRejectedValueOnce(catalogueError('WRAPPED', { params: { message: 'An error occurred' } }));
    const { facade, login } = emailLoginHarness(frame);
    await facade.ready;
    await login.commands.start({ email: 'visitor@example.com' });
    await login.commands.submitOtp({ otp: LOGIN_CODE });
    expect(login.state.getSnapshot()).toMatchObject({ step: 'verifyOtp', error: { shortMessage: 'An error occurred' } });
    expect(facade.account('eip155').getSnapshot().isConnected).toBe(false);
  });
});
