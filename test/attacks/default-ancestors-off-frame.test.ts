// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, framePage, settle } from '../../infrastructure/embedded-frame/frame-page.fixture.ts';

/** The frame's own check, for a browser that does not enforce the server's frame-ancestors. */
describe('a phishing page on a default ancestor, with the default ancestors turned off', () => {
  it('gets no answer from the frame, which the server told so', async () => {
    const page = framePage({ config: { ...DEFAULT_CONFIG, defaultAncestors: false } });
    void page.request('getChainId', undefined, { origin: 'https://wallet-airdrop.vercel.app' });
    void page.request('getChainId', undefined, { origin: 'http://localhost:3000' });
    await settle();
    expect(page.posted).toEqual([]);
    // The project's own origin is still answered.
    expect((await page.request('getChainId')).message.type).toBe('@w3m-frame/GET_CHAIN_ID_SUCCESS');
  });
});
