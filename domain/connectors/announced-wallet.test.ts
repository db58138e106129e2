import { describe, expect, it } from 'vitest';
import { parseAnnouncedWalletInfo } from './announced-wallet.ts';

const info = (name: string) => ({ uuid: 'u-1', name, icon: 'data:image/svg+xml,<svg/>', rdns: 'io.example' });

describe('an announced wallet’s name', () => {
  it('comes back without a bidi override, so it cannot read as another wallet’s name', () => {
    expect(parseAnnouncedWalletInfo(info('Safe\u202EtellaW'))?.name).toBe('SafetellaW');
  });

  it('comes back without control characters', () => {
    expect(parseAnnouncedWalletInfo(info('Demo\u0000\u001B Wallet\n'))?.name).toBe('Demo Wallet');
  });

  it('made only of such characters is no name: the announcement is dropped', () => {
    expect(parseAnnouncedWalletInfo(info('\u202E\u2066\u0007'))).toBeUndefined();
  });
});
