import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../test/fakes/app-kit-harness.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';

afterEach(cleanup);

/** Connected with the demo wallet, the Account view open. */
async function openAccount() {
  const harness = await renderConnectedModal();
  await act(async () => {
    await harness.facade.open();
    await settle();
  });
  return harness;
}

/** What has focus, said so a failure reads well. */
function focused(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body';
  return element.getAttribute('data-testid') ?? element.id ?? element.tagName;
}

/** Focuses `element` and activates it as a keyboard does (a click event, focus staying where it was). */
async function activate(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.focus();
    fireEvent.click(element);
    await settle();
  });
}

describe('focus across changes of view', () => {
  it('opening Networks puts focus on its heading; Back returns it to the button that opened Networks', async () => {
    await openAccount();
    await activate(screen.getByTestId('wp-header-network'));
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Networks');
    expect(focused()).toBe('wp-dialog-title');
    expect(document.activeElement?.textContent).toBe('Choose Network');
    await activate(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account');
    expect(focused()).toBe('wp-header-network');
  });

  it('returning from a network switch puts focus back where it was on Account', async () => {
    await openAccount();
    await activate(screen.getByTestId('wp-header-network'));
    await activate(screen.getByTestId('wp-network-eip155:31338'));
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account');
    expect(screen.getByTestId('wp-account-network').textContent).toBe('Anvil B');
    expect(focused()).toBe('wp-header-network');
  });

  it('back through two views returns focus to each view’s own control', async () => {
    await openAccount();
    await activate(screen.getByTestId('wp-header-network'));
    await activate(screen.getByTestId('wp-networks-what-is'));
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('WhatIsANetwork');
    await act(async () => settle());
    expect(focused()).toBe('wp-dialog-title');
    await activate(screen.getByRole('button', { name: 'Back' }));
    expect(focused()).toBe('wp-networks-what-is');
    await activate(screen.getByRole('button', { name: 'Back' }));
    expect(focused()).toBe('wp-header-network');
  });

  it('a focused control taken out of its view leaves focus on the heading, never on <body>', async () => {
    await openAccount();
    const tab = screen.getByRole('tab', { name: 'NFTs' });
    act(() => tab.focus());
    await act(async () => {
      tab.remove();
      await settle();
    });
    expect(focused()).toBe('wp-dialog-title');
  });

  it('focus taken from a control to <body> (a press on the backdrop that did not close) comes back to the heading', async () => {
    await openAccount();
    const tab = screen.getByRole('tab', { name: 'Tokens' });
    act(() => tab.focus());
    await act(async () => {
      tab.blur();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(focused()).toBe('wp-dialog-title');
  });
});
