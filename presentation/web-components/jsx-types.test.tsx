import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './jsx-types.ts';

afterEach(cleanup);

describe('the elements in JSX', () => {
  it('take AppKit’s attributes, typed, and reach the element as attributes', () => {
    const { container } = render(
      <>
        <appkit-button size="sm" label="Connect" loadingLabel="Wait" balance="hide" namespace="solana" disabled={false} />
        <w3m-account-button charsStart={6} charsEnd={4} className="account" />
        <appkit-network-button label="Pick a network" disabled />
      </>,
    );
    const button = container.querySelector('appkit-button');
    expect(button?.getAttribute('size')).toBe('sm');
    // HTML lowercases attribute names; the element reads them so.
    expect(button?.getAttribute('loadinglabel')).toBe('Wait');
    expect(button?.getAttribute('namespace')).toBe('solana');
    expect(button?.hasAttribute('disabled')).toBe(false);
    expect(container.querySelector('w3m-account-button')?.getAttribute('charsstart')).toBe('6');
    expect(container.querySelector('appkit-network-button')?.hasAttribute('disabled')).toBe(true);
  });

  it('refuse values AppKit’s elements do not take (checked by the type checker)', () => {
    const wrong = (
      <>
        {/* @ts-expect-error: the sizes are md and sm */}
        <appkit-button size="xl" />
        {/* @ts-expect-error: balance is show or hide */}
        <appkit-account-button balance="maybe" />
        {/* @ts-expect-error: not a chain namespace */}
        <appkit-connect-button namespace="tron" />
      </>
    );
    expect(wrong).toBeDefined();
  });
});
