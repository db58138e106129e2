import { describe, expect, it } from 'vitest';
import type { FarcasterLinkHolder } from './farcaster-login.service.ts';

describe('what the Farcaster login holds of the modal', () => {
  it('the sign-in link and the reset wait, never the router: its end is an outcome the navigator acts on', async () => {
    const urls: (string | undefined)[] = [];
    const holder: FarcasterLinkHolder = {
      setFarcasterUrl: (url) => void urls.push(url),
      farcasterResetDone: () => Promise.resolve(),
    };
    // @ts-expect-error closing after the login is the navigator's reaction to the 'connected' outcome
    expect(holder.closeAfterConnect).toBeUndefined();
    // @ts-expect-error the login never moves the router itself
    expect(holder.navigate).toBeUndefined();
    holder.setFarcasterUrl('https://relay.example/client?channelToken=t1');
    await expect(holder.farcasterResetDone()).resolves.toBeUndefined();
    expect(urls).toEqual(['https://relay.example/client?channelToken=t1']);
  });
});
