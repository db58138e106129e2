import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../application/tokens.ts';
import { LazyFrameAuthProvider } from '../../infrastructure/embedded/lazy-frame-auth-provider.ts';
import type { FrameAuthSettings } from '../../infrastructure/embedded/frame-auth-kit.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';

/** The address the frame's client will load (its settings are the client's own, read here to check the choice). */
const frameUrlOf = (provider: unknown): string => (provider as { settings: FrameAuthSettings }).settings.frameUrl;

describe('where the e-mail and social login go', () => {
  it('with a projectId and no frameUrl: Reown\'s hosted secure site, as AppKit 1.7.6, and the e-mail field and social buttons show', async () => {
    const { container, facade } = createHarness({ options: { projectId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' } });
    await facade.ready;
    const provider = container.get(TOKENS.AuthProvider);
    expect(provider).toBeInstanceOf(LazyFrameAuthProvider);
    expect(frameUrlOf(provider)).toBe('https://secure.walletconnect.org/sdk');
    expect(facade.connectGroups.getSnapshot().methods).toEqual(expect.arrayContaining(['email', 'social']));
    // The sign-in window's result is taken from the hosted site's origin only.
    expect((provider as LazyFrameAuthProvider).frameOrigin).toBe('https://secure.walletconnect.org');
  });

  it('with a frameUrl: that frame; with one that is not usable, nowhere rather than somewhere else', () => {
    const own = createHarness({ options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:9/frame' } } });
    expect(frameUrlOf(own.container.get(TOKENS.AuthProvider))).toBe('http://127.0.0.1:9/frame');
    expect(own.facade.connectGroups.getSnapshot().methods).toContain('social');
    const unusable = createHarness({ options: { embeddedWallet: { frameUrl: 'javascript:alert(1)' } } });
    expect(unusable.container.get(TOKENS.AuthProvider)).toBeNull();
  });

  it('without a projectId or a frameUrl: no e-mail login', () => {
    expect(createHarness({ options: { projectId: '' } }).container.get(TOKENS.AuthProvider)).toBeNull();
  });
});
