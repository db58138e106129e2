import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiWallet } from '../../../domain/schemas/api-directory.ts';
import { createHarness, settle } from '../../../test/fakes/app-kit-harness.ts';
import { walletImagePng } from '../../../test/fixtures/wallets.ts';
import { ModalInstance } from '../../../test/fakes/modal-instance.tsx';
import { MODAL_CSS } from '../../theme/styles.ts';
import { AllWalletsView } from '../AllWalletsView.tsx';
import { IMAGE_DEFER_MS } from './grid-layout.ts';

afterEach(cleanup);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const entry = (id: string, name: string, image_id: string | null): ApiWallet => ({ id, name, image_id });

/** What a hostile or careless directory sends: no image, failing and broken images, names no layout expects. */
const HOSTILE: readonly ApiWallet[] = [
  entry('no-image', 'No Image Wallet', null),
  entry('rejects', 'Image Fails', 'img-rejects'),
  entry('html-bytes', 'Image Is HTML', 'img-html'),
  entry('broken-png', 'Undecodable', 'img-png'),
  entry('enormous', 'W'.repeat(50_000), null),
  entry('arabic', 'محفظة الأمان الرقمية', null),
  entry('override', '\u202EtellaW\u2066 evil\u0007', null),
  entry('emoji', '🦊👨‍👩‍👧‍👦 Family Wallet 🏳️‍🌈', null),
  entry('markup', '<img src=x onerror=alert(1)>', null),
  entry('empty', '', null),
];

const IMAGES: Readonly<Record<string, () => Promise<Blob>>> = {
  'img-rejects': () => Promise.reject(new Error('HTTP status code: 500')),
  'img-html': async () => new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
  'img-png': async () => new Blob([walletImagePng('img-png')], { type: 'image/png' }),
};

describe('All Wallets with hostile directory entries', () => {
  it('shows every entry on one isolated line with a neutral glyph for any missing image, and throws nothing', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:walletport-test/png');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const consoleErrors = vi.spyOn(console, 'error');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const imagesAsked: string[] = [];
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent): void => void thrown.push(event.error);
    window.addEventListener('error', onError);
    try {
      const { facade } = createHarness({
        options: {
          ports: {
            walletDirectory: {
              fetchWallets: async () => ({ count: HOSTILE.length, wallets: HOSTILE }),
              fetchWalletImage: (imageId) => {
                imagesAsked.push(imageId);
                return IMAGES[imageId]?.() ?? Promise.reject(new Error('unknown image'));
              },
              fetchNetworkImage: async () => new Blob(),
            },
          },
        },
      });
      const { container } = render(
        <ModalInstance facade={facade}>
          <AllWalletsView />
        </ModalInstance>,
      );
      await act(async () => settle());
      // A tile asks for its image only once it has stayed in the page a moment.
      expect(imagesAsked).toEqual([]);
      await act(async () => {
        vi.advanceTimersByTime(IMAGE_DEFER_MS);
        await settle();
      });
      expect(imagesAsked.sort()).toEqual(['img-html', 'img-png', 'img-rejects']);
      const grid = screen.getByRole('grid');
      const names = [...grid.querySelectorAll('bdi.wp-name')].map((bdi) => bdi.textContent ?? '');
      expect(names).toHaveLength(HOSTILE.length);
      expect(names[4]).toHaveLength(50_000);
      expect(names).toContain('محفظة الأمان الرقمية');
      expect(names.some((name) => /[\u0000-\u001F\u202A-\u202E\u2066-\u2069]/u.test(name))).toBe(false);
      expect(grid.querySelectorAll('script')).toHaveLength(0);

      // The one decodable image is shown; when the browser cannot draw it, the glyph takes its place.
      const images = grid.querySelectorAll('img');
      expect([...images].map((img) => img.getAttribute('src'))).toEqual(['blob:walletport-test/png']);
      expect(screen.getAllByTestId('wp-wallet-glyph')).toHaveLength(HOSTILE.length - 1);
      await act(async () => void fireEvent.error(images[0]!));
      expect(grid.querySelectorAll('img')).toHaveLength(0);
      expect(screen.getAllByTestId('wp-wallet-glyph')).toHaveLength(HOSTILE.length);
      expect(container.textContent).not.toContain('\u202E');
      expect(thrown).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('the stylesheet keeps names on one line, cut with an ellipsis, their direction isolated, inside fixed tiles', () => {
    const rule = (selector: string): string => new RegExp(`(?:^|\\})${selector.replace(/[.]/g, '\\.')}\\{([^}]*)\\}`, 'm').exec(MODAL_CSS)?.[1] ?? '';
    expect(rule('.wp-name')).toMatch(/white-space:nowrap/);
    expect(rule('.wp-name')).toMatch(/text-overflow:ellipsis/);
    expect(rule('.wp-name')).toMatch(/unicode-bidi:isolate/);
    expect(rule('.wp-aw-tile')).toMatch(/overflow:hidden/);
    expect(rule('.wp-aw-cell')).toMatch(/min-width:0/);
  });
});
