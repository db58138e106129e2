import { describe, expect, it } from 'vitest';
import { toHex } from 'viem';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import { Wallets } from '../../application/wallets/index.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';
import { FRAME_URL, SOCIAL_ADDRESS, fakePopups, socialFrame } from '../fakes/social-login-fakes.ts';

const SIGNATURE = `0x${'ab'.repeat(65)}`;

/** A Farcaster-signed-in embedded wallet whose signing requests wait until the test answers them. */
async function signedIn() {
  const frame = socialFrame();
  const answers: ((signature: string) => void)[] = [];
  const auth: AuthProviderPort = {
    ...frame.auth,
    request: () => new Promise((resolve) => void answers.push(resolve)),
  };
  const harness = createHarness({
    announce: false,
    options: { embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: auth, popups: fakePopups().port } },
  });
  const { facade, container } = harness;
  await facade.ready;
  await facade.open({ view: 'ConnectingFarcaster' });
  await facade.flows.farcasterLogin.commands.start();
  await settle();
  const provider = container.get<Wallets>(Wallets.token).sessions.provider('eip155');
  if (!provider) throw new Error('no embedded wallet provider after the login');
  const sign = () => provider.request({ method: 'personal_sign', params: [toHex('hello'), SOCIAL_ADDRESS] });
  return { ...harness, answers, sign };
}

describe('the embedded wallet approval view', () => {
  it('a request made while the modal is open pushes ApproveTransaction over the view, and the answer goes back to it', async () => {
    const { facade, answers, sign } = await signedIn();
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    await facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    const signing = sign();
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'ApproveTransaction', history: ['Account', 'ApproveTransaction'] } });
    answers.shift()?.(SIGNATURE);
    await expect(signing).resolves.toBe(SIGNATURE);
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'Account' } });
  });

  it('a request the page makes with the modal closed opens it on ApproveTransaction, and the answer closes it again', async () => {
    const { facade, answers, sign } = await signedIn();
    const signing = sign();
    await settle();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'ApproveTransaction' } });
    answers.shift()?.(SIGNATURE);
    await expect(signing).resolves.toBe(SIGNATURE);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it('an approval the visitor already left is not undone when the answer comes', async () => {
    const { facade, answers, sign } = await signedIn();
    await facade.open();
    const signing = sign();
    await settle();
    facade.navigate({ type: 'push', view: 'Networks' });
    answers.shift()?.(SIGNATURE);
    await signing;
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'Networks' } });
  });
});
