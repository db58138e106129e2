import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { FacadeContext } from '../modal/facade-context.ts';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

const RDNS = 'dev.walletport.demo';
const BRAND = Symbol.for('walletport.error');

/** A rejection that poses as a walletport error (the brand symbol is global) and throws on every other read. */
const posingProxy = () =>
  new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === BRAND) return true;
        throw new Error(`read of ${String(key)}`);
      },
    },
  );

describe('the Connect view with a wallet that rejects with a hostile value', () => {
  it('shows the catalogue text and the retry, with nothing thrown into the page', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    const original = page.wallet.request;
    page.wallet.request = (args) => (args.method === 'eth_requestAccounts' ? Promise.reject(posingProxy()) : original(args));
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent): void => void thrown.push(event.error);
    window.addEventListener('error', onError);
    try {
      render(
        <FacadeContext.Provider value={facade}>
          <Modal />
        </FacadeContext.Provider>,
      );
      await act(async () => facade.open());
      await act(async () => {
        fireEvent.click(screen.getByTestId(`wp-wallet-${RDNS}`));
        await settle();
      });
      expect(screen.getByTestId('wp-connect-error').textContent).toBe(ERRORS.CONNECTION_FAILED.message);
      expect(screen.getByTestId('wp-retry')).toBeTruthy();
      expect(thrown).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
