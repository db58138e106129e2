import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { CHAIN_A } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { NetworkImage } from './NetworkImage.tsx';

afterEach(cleanup);

/** The image cache as the view sees it, answering with `answer` and counting holds. */
function images(answer: (imageId: string) => Promise<string | undefined>) {
  const held = new Map<string, number>();
  return {
    held,
    port: {
      acquire: (_kind: string, imageId: string) => {
        held.set(imageId, (held.get(imageId) ?? 0) + 1);
        return answer(imageId);
      },
      release: (_kind: string, imageId: string) => void held.set(imageId, (held.get(imageId) ?? 0) - 1),
      clear: () => undefined,
    },
  };
}

async function show(network: CaipNetwork | undefined, cache = images(async () => undefined)) {
  const facade = { images: cache.port } as unknown as AppKitFacade;
  const rendered = render(
    <ModalInstance facade={facade}>
      <NetworkImage network={network} />
    </ModalInstance>,
  );
  await act(async () => undefined);
  return { ...rendered, cache };
}

describe('a network’s icon', () => {
  it('shows the directory image of its imageId, decorative, and releases it when gone', async () => {
    const cache = images(async (imageId) => `blob:http://127.0.0.1/${imageId}`);
    const { unmount } = await show({ ...CHAIN_A, assets: { imageId: 'anvil-image' } }, cache);
    const image = screen.getByTestId('wp-network-image');
    expect(image.getAttribute('src')).toBe('blob:http://127.0.0.1/anvil-image');
    expect(image.getAttribute('alt')).toBe('');
    expect(cache.held.get('anvil-image')).toBe(1);
    unmount();
    expect(cache.held.get('anvil-image')).toBe(0);
  });

  it('falls back to the globe when the network has no image, or its fetch fails', async () => {
    await show(CHAIN_A);
    expect(screen.getByTestId('wp-network-glyph').getAttribute('aria-hidden')).toBe('true');
    cleanup();
    await show({ ...CHAIN_A, assets: { imageId: 'missing' } }, images(async () => undefined));
    expect(screen.getByTestId('wp-network-glyph')).toBeTruthy();
    cleanup();
    await show(undefined);
    expect(screen.getByTestId('wp-network-glyph')).toBeTruthy();
  });

  it('uses assets.imageUrl when it is a safe image address, and the globe when it fails to load', async () => {
    await show({ ...CHAIN_A, assets: { imageUrl: 'https://images.example/anvil.png' } });
    const image = screen.getByTestId('wp-network-image');
    expect(image.getAttribute('src')).toBe('https://images.example/anvil.png');
    fireEvent.error(image);
    expect(screen.queryByTestId('wp-network-image')).toBeNull();
    expect(screen.getByTestId('wp-network-glyph')).toBeTruthy();
    cleanup();
    await show({ ...CHAIN_A, assets: { imageUrl: 'javascript:alert(1)' } });
    expect(screen.getByTestId('wp-network-glyph')).toBeTruthy();
  });
});
