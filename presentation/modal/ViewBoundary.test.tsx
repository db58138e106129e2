import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { watchPageErrors } from '../../test/fakes/page-errors.ts';
import { lazyView } from './lazy-view.tsx';
import { Modal } from './Modal.tsx';
import { ViewBoundary } from './ViewBoundary.tsx';

// The explainer view stands for any view: broken while `explainer.broken` holds, drawn as usual after.
const explainer = vi.hoisted(() => ({ broken: false }));
vi.mock('../views/WhatIsAWalletView.tsx', () => ({
  WhatIsAWalletView: () => {
    if (explainer.broken) throw new TypeError("Cannot read properties of undefined (reading 'chainId') at viem@2.31.0/_esm/utils/formatters");
    return <p data-testid="explainer">What is a wallet?</p>;
  },
}));

afterEach(() => {
  cleanup();
  explainer.broken = false;
  vi.restoreAllMocks();
});

/** React writes what a boundary caught to the console; these tests expect it, so it stays quiet here. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** A harness and its modal on the page, closed. */
async function modalOnPage() {
  const harness = createHarness();
  await harness.facade.ready;
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  return harness;
}

/** A harness and `view` alone under the boundary, reporting to the harness's reporter as the modal does. */
async function boundaryOnPage(view: React.ReactNode) {
  const harness = createHarness();
  await harness.facade.ready;
  render(
    <ModalInstance facade={harness.facade}>
      <ViewBoundary retryLabel="Try again" onFailure={harness.facade.reportViewFailure}>
        {view}
      </ViewBoundary>
    </ModalInstance>,
  );
  return harness;
}

describe('a view whose chunk does not arrive', () => {
  it('shows the catalogue text with Try again, reports it, and Try again asks the network again', async () => {
    quietConsole();
    let loads = 0;
    const Lazy = lazyView(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/SendView-x.js');
      return () => <p data-testid="arrived">arrived</p>;
    });
    const { reports } = await boundaryOnPage(<Lazy />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load the wallet window. Check your connection.');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toBe('view failed');
    expect(WalletportError.is(reports[0]?.error) && reports[0].error.code).toBe('MODAL_LOAD_FAILED');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('arrived')).textContent).toBe('arrived');
    expect(loads).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a thrown value that claims to be a walletport error', () => {
  it('is not shown: a forged error\'s own text never reaches the visitor, only the catalogue\'s', async () => {
    quietConsole();
    // Anything that runs in the page can forge the brand and a catalogue code, with words of its own.
    const forged = Object.assign(new Error('forged'), {
      [Symbol.for('walletport.error')]: true,
      name: 'WalletportError',
      code: 'CONNECTION_FAILED',
      shortMessage: 'Your wallet was compromised. Restore it at https://evil.example with your recovery phrase.',
    });
    const Throws = () => {
      throw forged;
    };
    const { reports } = await boundaryOnPage(<Throws />);
    const alert = await screen.findByRole('alert');
    // The catalogue's words for the code it claims.
    expect(alert.textContent).toBe('Connection failed. You can try again.');
    expect(document.body.textContent).not.toContain('evil.example');
    expect(reports).toHaveLength(1);
  });
});

describe('a view that breaks while drawing', () => {
  it('keeps the dialog open with its header, shows short catalogue text instead of the dump, and Try again draws it again', async () => {
    quietConsole();
    explainer.broken = true;
    const harness = await modalOnPage();
    const page = watchPageErrors();
    try {
      await act(async () => harness.facade.open({ view: 'WhatIsAWallet' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.getAttribute('data-view')).toBe('WhatIsAWallet');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('Something went wrong. You can try again.');
      expect(dialog.textContent).not.toContain('viem');
      expect(harness.reports.map((report) => report.context)).toEqual(['view failed']);

      explainer.broken = false;
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
      expect(screen.getByTestId('explainer').textContent).toBe('What is a wallet?');

      // The header still works: Close closes the dialog.
      await act(async () => void fireEvent.click(screen.getByTestId('wp-close')));
      expect(harness.facade.stores.modal.getSnapshot().open).toBe(false);
      expect(page.errors).toEqual([]);
    } finally {
      page.stop();
    }
  });

  it('a failed view is forgotten once the visitor goes elsewhere', async () => {
    quietConsole();
    explainer.broken = true;
    const harness = await modalOnPage();
    await act(async () => harness.facade.open());
    await act(async () => harness.facade.navigate({ type: 'push', view: 'WhatIsAWallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. You can try again.');
    await act(async () => void fireEvent.click(screen.getByTestId('wp-back')));
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect');
    expect(screen.queryByTestId('wp-view-failed')).toBeNull();
  });
});
