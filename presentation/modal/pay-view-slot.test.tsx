import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { installPayView } from './pay-view-loader.ts';
import { PayViewSlot } from './pay-view-slot.tsx';

afterEach(cleanup);

// One page: the first test is a page without `walletport/pay`, the second the same page once it imports it.
describe('the Pay view', () => {
  it('says why there is nothing to pay with on a page without walletport/pay, rather than spinning', () => {
    const harness = createHarness({ options: { features: { pay: true } } });
    render(
      <ModalInstance facade={harness.facade}>
        <PayViewSlot />
      </ModalInstance>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Pay is not enabled for this site: set features.pay to true and import walletport/pay to offer it. Nothing was sent.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the installed view once the page has imported it', async () => {
    installPayView(async () => () => <p data-testid="installed-pay-view">the view</p>);
    const harness = createHarness({ options: { features: { pay: true } } });
    render(
      <ModalInstance facade={harness.facade}>
        <PayViewSlot />
      </ModalInstance>,
    );
    expect((await screen.findByTestId('installed-pay-view')).textContent).toBe('the view');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
