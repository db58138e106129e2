import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { fakePopups } from '../fakes/social-login-fakes.ts';
import { scriptedFrame, walletportOn } from '../contracts/w3m-frame-scripted.ts';
import { W3M_REQUESTS } from '../contracts/w3m-frame.contract.ts';

const HOSTED_ORIGIN = 'https://secure.walletconnect.org';
const RESULT_URI = `${HOSTED_ORIGIN}/auth/callback?code=c1&state=s1`;
const USER_ADDRESS = (W3M_REQUESTS.getUser.sampleReply as { address: string }).address;

/**
 * A site with a projectId and no frameUrl, as AppKit's: the frame's client talks to a scripted copy of
 * Reown's hosted secure site (answers from the W3mFrame contract table), pop-ups are the page's fakes.
 */
async function hostedSite() {
  const frame = scriptedFrame();
  const client = walletportOn(frame);
  const popups = fakePopups();
  const harness = createHarness({
    announce: false,
    options: { projectId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f', ports: { authProvider: client.provider, popups: popups.port } },
  });
  await harness.facade.ready;
  return { ...harness, frame, client, popups };
}

const sentTypes = (frame: ReturnType<typeof scriptedFrame>) => frame.sent.map((message) => message.type.replace('@w3m-app/', ''));

describe("social and Farcaster login on Reown's hosted secure site, as AppKit 1.7.6 does them", () => {
  it('social: the pop-up goes to the address the site gives, and the result it posts finishes the sign-in', async () => {
    const { facade, frame, client, popups } = await hostedSite();
    expect(facade.connectGroups.getSnapshot().methods).toContain('social');
    await facade.open();
    facade.flows.socialLogin.commands.start({ provider: 'google' });
    expect(popups.opened).toHaveLength(1);
    const popup = popups.opened[0]!;
    await vi.waitFor(() => expect(popup.urls).toEqual([(W3M_REQUESTS.getSocialRedirectUri.sampleReply as { uri: string }).uri]), { timeout: 5_000 });
    // Reown's callback page posts { resultUri } from the pop-up, on the hosted site's origin.
    popups.post({ origin: HOSTED_ORIGIN, source: popup.window, data: { resultUri: RESULT_URI } });
    await vi.waitFor(() => expect(facade.account('eip155').getSnapshot()).toMatchObject({
      isConnected: true, address: USER_ADDRESS, embeddedWalletInfo: { authProvider: 'google', user: { username: 'ada' } },
    }), { timeout: 5_000 });
    expect(frame.sent).toContainEqual({ type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: RESULT_URI, preferredAccountType: 'eoa' } });
    expect(popup.closed).toBe(true);
    expect(popups.listeners.size).toBe(0);
    client.transport.destroy();
  });

  it('social: a result from another window or origin never reaches the frame', async () => {
    const { facade, frame, client, popups } = await hostedSite();
    facade.flows.socialLogin.commands.start({ provider: 'github' });
    const popup = popups.opened[0]!;
    await vi.waitFor(() => expect(popup.urls).toHaveLength(1), { timeout: 5_000 });
    // A page script, a third-party frame, and another window of Reown's origin (its hidden frame, another tab).
    popups.post({ origin: 'https://shop.example', source: popup.window, data: { resultUri: RESULT_URI } });
    popups.post({ origin: 'https://ads.example', source: {}, data: { resultUri: RESULT_URI } });
    popups.post({ origin: HOSTED_ORIGIN, source: client.provider, data: { resultUri: RESULT_URI } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentTypes(frame)).not.toContain('CONNECT_SOCIAL');
    expect(facade.flows.socialLogin.state.getSnapshot().step).toBe('popup');
    facade.flows.socialLogin.commands.cancel();
    expect(popup.closed).toBe(true);
    client.transport.destroy();
  });

  it("Farcaster: the site's approval names the user only, so the user is read from the frame for the site's chain", async () => {
    const { facade, frame, client } = await hostedSite();
    await facade.open({ view: 'ConnectingFarcaster' });
    void facade.flows.farcasterLogin.commands.start();
    await vi.waitFor(() => expect(facade.account('eip155').getSnapshot()).toMatchObject({
      isConnected: true, address: USER_ADDRESS, embeddedWalletInfo: { authProvider: 'farcaster', user: { username: 'ada' } },
    }), { timeout: 5_000 });
    const types = sentTypes(frame);
    expect(types.indexOf('GET_FARCASTER_URI')).toBeLessThan(types.indexOf('CONNECT_FARCASTER'));
    expect(types.slice(types.indexOf('CONNECT_FARCASTER'))).toContain('GET_USER');
    client.transport.destroy();
  });
});
