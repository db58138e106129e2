import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';

afterEach(cleanup);

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** What a gradient avatar draws: its stops' colours and its direction. */
function drawn(address: string) {
  const { container } = render(<Avatar address={address} />);
  const svg = container.querySelector('svg[data-testid=wp-avatar]');
  const stops = [...(svg?.querySelectorAll('stop') ?? [])].map((stop) => stop.getAttribute('stop-color'));
  const result = { stops, rotate: svg?.querySelector('linearGradient')?.getAttribute('gradientTransform') };
  cleanup();
  return result;
}

describe('the address avatar', () => {
  it('draws the same gradient for the same address, and another for another address', () => {
    const first = drawn(ADDRESS);
    expect(first.stops).toHaveLength(3);
    expect(first.rotate).toMatch(/^rotate\(\d+ 0\.5 0\.5\)$/);
    expect(first.stops.every((colour) => /^hsl\(/.test(colour ?? ''))).toBe(true);
    expect(drawn(ADDRESS)).toEqual(first);
    expect(drawn(ADDRESS.toLowerCase())).toEqual(first);
    expect(drawn(OTHER)).not.toEqual(first);
  });

  it('gives each avatar its own gradient id, referenced by its own circle', () => {
    const { container } = render(
      <>
        <Avatar address={ADDRESS} />
        <Avatar address={OTHER} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    const fills = [...container.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill'));
    expect(fills).toEqual(ids.map((id) => `url(#${id})`));
  });

  it('is hidden from assistive technology (the name or address is written beside it)', () => {
    const { container } = render(<Avatar address={ADDRESS} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the profile image instead, decorative, and the gradient again if it fails to load', () => {
    const { getByTestId } = render(<Avatar address={ADDRESS} imageUrl="https://images.example/a.png" />);
    const image = getByTestId('wp-avatar');
    expect(image.localName).toBe('img');
    expect(image.getAttribute('src')).toBe('https://images.example/a.png');
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.error(image);
    expect(getByTestId('wp-avatar').getAttribute('data-avatar')).toBe('gradient');
  });

  it('tries a new profile image after an earlier one failed', () => {
    const { getByTestId, rerender } = render(<Avatar address={ADDRESS} imageUrl="https://images.example/a.png" />);
    fireEvent.error(getByTestId('wp-avatar'));
    rerender(<Avatar address={ADDRESS} imageUrl="https://images.example/b.png" />);
    expect(getByTestId('wp-avatar').getAttribute('src')).toBe('https://images.example/b.png');
  });

  it('ignores an image address that is not one (a script, an unknown scheme)', () => {
    for (const imageUrl of ['javascript:alert(1)', 'ipfs://QmAvatar', '']) {
      const { getByTestId } = render(<Avatar address={ADDRESS} imageUrl={imageUrl} />);
      expect(getByTestId('wp-avatar').getAttribute('data-avatar')).toBe('gradient');
      cleanup();
    }
  });
});
