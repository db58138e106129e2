import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { loadCatalogue } from '../i18n/locale-catalogues.ts';
import type { WordsState } from '../i18n/words-source.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

describe('amounts in a right-to-left dialog', () => {
  it('the account’s balance is one left-to-right unit: its number stays before its symbol', async () => {
    const harness = createHarness({ options: { locale: 'ar' } });
    await harness.facade.ready;
    await harness.facade.connect('dev.walletport.demo');
    const words: WordsState = { locale: 'ar', overrides: {}, catalogue: await loadCatalogue('ar'), settled: true };
    render(
      <ModalInstance facade={harness.facade} words={{ getSnapshot: () => words, subscribe: () => () => undefined }}>
          <Modal />
      </ModalInstance>,
    );
    await act(async () => {
      await harness.facade.open();
      await settle();
    });
    expect(screen.getByRole('dialog').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const balance = screen.getByTestId('wp-account-balance');
    expect(balance.querySelector('bdi[dir="ltr"]')?.textContent).toBe('10000.000 ETH');
    expect(balance.textContent).toBe('10000.000 ETH');
  });
});
