import { render } from '@testing-library/react';
import { ModalInstance } from './modal-instance.tsx';
import { Modal } from '../../presentation/modal/Modal.tsx';
import { createHarness, type HarnessOptions } from './app-kit-harness.ts';

/** A harness connected with the demo wallet, its modal rendered (closed): the start of every connected view's test. */
export async function renderConnectedModal(input: HarnessOptions = {}) {
  const harness = createHarness(input);
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  return harness;
}
