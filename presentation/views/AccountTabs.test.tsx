import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../test/fakes/app-kit-harness.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';
import { tabAfterKey } from './AccountTabs.tsx';

afterEach(cleanup);

async function openAccount() {
  const harness = await renderConnectedModal();
  await act(async () => {
    await harness.facade.open();
    await settle();
  });
  return harness;
}

const tabs = () => within(screen.getByRole('tablist', { name: 'Account' })).getAllByRole('tab');
const selected = () => tabs().filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
/** The tabs a Tab key press can land on: only those with tabindex 0. */
const tabStops = () => tabs().filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent);

async function press(key: string): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(document.activeElement as Element, { key });
    await settle();
  });
}

describe('the account tabs (WAI-ARIA tabs pattern)', () => {
  it('are one tab stop, the selected tab, and each controls a panel in the page labelled by it', async () => {
    await openAccount();
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(tabStops()).toEqual(['Tokens']);
    for (const tab of tabs()) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role'), `${tab.textContent} controls a tabpanel`).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('wp-tab-Tokens');
  });

  it('arrows move focus and selection and wrap round, Home and End go to the ends', async () => {
    await openAccount();
    act(() => tabs()[0]!.focus());
    await press('ArrowRight');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['NFTs', 'NFTs']);
    expect(tabStops()).toEqual(['NFTs']);
    expect(screen.getByRole('tabpanel').textContent).toBe('No NFTs to show.');
    await press('End');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Activity', 'Activity']);
    await press('ArrowRight');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Tokens', 'Tokens']);
    await press('ArrowLeft');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Activity', 'Activity']);
    await press('Home');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Tokens', 'Tokens']);
    // Other keys are left alone (Tab still leaves the tablist).
    await press('ArrowDown');
    expect(selected()).toEqual(['Tokens']);
  });

  it('follow the reading direction: in right-to-left the next tab is on the left', () => {
    expect([tabAfterKey('ArrowLeft', 0, true), tabAfterKey('ArrowRight', 0, true), tabAfterKey('ArrowLeft', 0, false)]).toEqual([1, 2, 2]);
  });
});
