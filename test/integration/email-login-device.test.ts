import { describe, expect, it } from 'vitest';
import { catalogueError, catalogueMessage } from '../../domain/errors/catalogue.ts';
import { settle } from '../fakes/app-kit-harness.ts';
import { emailLoginHarness, fakeFrame } from '../fakes/email-login-frame.ts';

/** An error as the page receives it from a frame that said no: the frame's message text, wrapped. */
function fromFrame(text: string) {
  return catalogueError('WRAPPED', { params: { message: text } });
}

/** A page whose frame asks for the device link; `onDeviceView` starts the login and lands there. */
async function deviceLogin() {
  const harness = emailLoginHarness(fakeFrame({ needsDevice: true }));
  await harness.facade.ready;
  await harness.facade.open();
  const onDeviceView = async () => {
    await harness.login.commands.start({ email: 'visitor@example.com' });
    await settle();
    expect(harness.facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyDevice');
  };
  return { ...harness, onDeviceView };
}

describe('the e-mail login waiting on the device link', () => {
  it('asks again after "not yet" (the frame\'s own answer, then the hosted site\'s 30 s timeout) and reaches the code step', async () => {
    const { frame, login, facade, clock, onDeviceView } = await deviceLogin();
    frame.auth.connectDevice
      .mockRejectedValueOnce(fromFrame(catalogueMessage('DEVICE_NOT_VERIFIED')))
      // Reown's hosted secure site holds the request: the page gives up on it after 30 s.
      .mockImplementationOnce(() => new Promise((_resolve, reject) => void clock.schedule(() => reject(catalogueError('IFRAME_REQUEST_TIMEOUT')), 30_000)))
      .mockResolvedValueOnce(undefined);
    await onDeviceView();
    clock.advance(1_000);
    await settle();
    expect(frame.auth.connectDevice).toHaveBeenCalledTimes(2);
    clock.advance(30_000);
    await settle();
    expect(frame.auth.connectDevice).toHaveBeenCalledTimes(3);
    expect(login.state.getSnapshot()).toMatchObject({ step: 'verifyOtp', error: undefined });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyOtp');
  });

  it.each([
    ['the device link is invalid or expired', fromFrame(catalogueMessage('DEVICE_LINK_INVALID')), catalogueMessage('DEVICE_LINK_INVALID')],
    ['the frame did not load', catalogueError('EMAIL_DEPENDENCY_LOAD_FAILED'), 'Unable to load email login dependency'],
    ['the request was aborted', catalogueError('REQUEST_ABORTED_OTHER'), 'Something went wrong'],
    ['the frame failed without saying why', catalogueError('FRAME_ERROR_WITHOUT_MESSAGE'), 'An error occurred'],
    ['the frame failed in its own words', fromFrame('Database unavailable'), 'Database unavailable'],
  ])('stops asking when %s, and shows the error on the device view', async (_case, failure, shown) => {
    const { frame, login, facade, clock, onDeviceView } = await deviceLogin();
    frame.auth.connectDevice.mockRejectedValue(failure);
    await onDeviceView();
    for (let second = 0; second < 60; second += 1) {
      clock.advance(1_000);
      await settle();
    }
    expect(frame.auth.connectDevice).toHaveBeenCalledTimes(1);
    expect(login.state.getSnapshot()).toMatchObject({ step: 'verifyDevice', error: { shortMessage: shown } });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('EmailVerifyDevice');
    expect(clock.pending).toBe(0);
  });

  it('Resend after a stop mails a new link and starts a new wait, which reaches the code step', async () => {
    const { frame, login, clock, onDeviceView } = await deviceLogin();
    frame.auth.connectDevice.mockRejectedValueOnce(fromFrame(catalogueMessage('DEVICE_LINK_INVALID')));
    await onDeviceView();
    expect(login.state.getSnapshot().error?.code).toBe('WRAPPED');
    clock.advance(30_000);
    await login.commands.resend();
    await settle();
    expect(frame.auth.connectEmail).toHaveBeenCalledTimes(2);
    expect(login.state.getSnapshot()).toMatchObject({ step: 'verifyDevice', error: undefined });
    expect(frame.auth.connectDevice).toHaveBeenCalledTimes(2);
    frame.state.deviceApproved = true;
    clock.advance(1_000);
    await settle();
    expect(frame.auth.connectDevice).toHaveBeenCalledTimes(3);
    expect(login.state.getSnapshot().step).toBe('verifyOtp');
  });

  it('a resend while waiting leaves one wait: one check a second, not two', async () => {
    const { frame, login, clock, onDeviceView } = await deviceLogin();
    await onDeviceView();
    clock.advance(30_000);
    await settle();
    await login.commands.resend();
    await settle();
    const afterResend = frame.auth.connectDevice.mock.calls.length;
    for (let second = 0; second < 5; second += 1) {
      clock.advance(1_000);
      await settle();
    }
    expect(frame.auth.connectDevice.mock.calls.length - afterResend).toBe(5);
    login.commands.cancel();
    expect(clock.pending).toBe(0);
  });
});
