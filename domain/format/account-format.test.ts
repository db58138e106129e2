import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_FEATURES } from '../constants/features.ts';
import { avatarGradient } from './avatar-gradient.ts';
import { displayableImageUrl } from './image-url.ts';
import { walletFeatureRows } from './wallet-features.ts';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the avatar of an address without a profile image', () => {
  it('is the same for the same address, whatever the hex case', () => {
    expect(avatarGradient(EVM)).toEqual(avatarGradient(EVM.toLowerCase()));
    expect(avatarGradient(` ${EVM} `)).toEqual(avatarGradient(EVM));
  });

  it('differs between addresses, base58 case included', () => {
    expect(avatarGradient(EVM)).not.toEqual(avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'));
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    expect(avatarGradient(solana)).not.toEqual(avatarGradient(solana.toLowerCase()));
  });

  it('gives three valid hsl colours and an angle in 0..359 for any input', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const { colours, angle } = avatarGradient(address);
        const valid = colours.every((colour) => {
          const match = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(colour);
          return match !== null && Number(match[1]) < 360 && Number(match[2]) <= 100 && Number(match[3]) <= 100;
        });
        return valid && Number.isInteger(angle) && angle >= 0 && angle < 360;
      }),
    );
  });

  it('spreads start hues over the wheel', () => {
    const hues = new Set(Array.from({ length: 200 }, (_, i) => /hsl\((\d+)/.exec(avatarGradient(`0x${i.toString(16).padStart(40, '0')}`).colours[0])?.[1]));
    expect(hues.size).toBeGreaterThan(100);
  });
});

describe('image addresses from outside', () => {
  it('lets https, loopback http and data:image URLs through', () => {
    expect(displayableImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(displayableImageUrl('http://127.0.0.1:4000/img.svg')).toBe('http://127.0.0.1:4000/img.svg');
    expect(displayableImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses scripts, other schemes, remote http, relative paths and non-strings', () => {
    for (const raw of ['javascript:alert(1)', 'ipfs://Qm123', 'http://example.com/a.png', '/avatar.png', 'data:text/html,<b>x</b>', '', '   ', null, undefined]) {
      expect(displayableImageUrl(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('the wallet features of the Account view', () => {
  it('follow walletFeaturesOrder (default onramp, swaps, receive, send)', () => {
    expect(walletFeatureRows(DEFAULT_FEATURES, 'eip155')).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletFeatureRows({ ...DEFAULT_FEATURES, walletFeaturesOrder: ['send', 'receive', 'send', 'onramp', 'swaps'] }, 'eip155')).toEqual(['send', 'receive', 'onramp', 'swaps']);
  });

  it('leave out a feature that is off', () => {
    expect(walletFeatureRows({ ...DEFAULT_FEATURES, swaps: false, onramp: false }, 'eip155')).toEqual(['receive', 'send']);
    expect(walletFeatureRows({ ...DEFAULT_FEATURES, swaps: false, onramp: false, receive: false, send: false }, 'eip155')).toEqual([]);
  });

  it('leave out what a family cannot do (send and onramp on eip155 and solana, swaps on EVM)', () => {
    expect(walletFeatureRows(DEFAULT_FEATURES, 'solana')).toEqual(['onramp', 'receive', 'send']);
    expect(walletFeatureRows(DEFAULT_FEATURES, 'bip122')).toEqual(['receive']);
    expect(walletFeatureRows(DEFAULT_FEATURES, undefined)).toEqual(['receive']);
    // A network without a swap source shows no Swap, whatever the feature says.
    expect(walletFeatureRows(DEFAULT_FEATURES, 'eip155', { swaps: false })).toEqual(['onramp', 'receive', 'send']);
  });
});
