import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from './Modal.tsx';

afterEach(cleanup);

/** One press as a browser delivers it: pointer and mouse down on one element, up and click on another. */
function press(down: Element, up: Element = down, clickCount = 1): void {
  fireEvent.pointerDown(down, { detail: 0 });
  fireEvent.mouseDown(down, { detail: clickCount });
  fireEvent.pointerUp(up, { detail: 0 });
  fireEvent.mouseUp(up, { detail: clickCount });
  // The click goes to the nearest element holding both ends of the press.
  const target = down.contains(up) ? down : up.contains(down) ? up : (down.parentElement ?? up);
  fireEvent.click(target, { detail: clickCount });
}

async function renderModal() {
  const { facade } = createHarness();
  await facade.ready;
  render(
    <ModalInstance facade={facade}>
      <button type="button" data-testid="host-connect" onClick={() => void facade.open()}>
        Connect
      </button>
      <Modal />
    </ModalInstance>,
  );
  const isOpen = () => facade.stores.modal.getSnapshot().open;
  const backdrop = () => document.querySelector('.wp-backdrop') as HTMLElement;
  return { facade, isOpen, backdrop };
}

describe('the modal backdrop', () => {
  it('a double-click on the page’s Connect button leaves the modal open', async () => {
    const { isOpen, backdrop } = await renderModal();
    act(() => press(screen.getByTestId('host-connect')));
    expect(isOpen()).toBe(true);
    // The second press of the double-click lands on the backdrop that the first one opened.
    const landed = backdrop();
    act(() => press(landed, landed, 2));
    expect(isOpen()).toBe(true);
    act(() => void fireEvent.dblClick(landed, { detail: 2 }));
    expect(isOpen()).toBe(true);
  });

  it('a click on the backdrop closes the modal', async () => {
    const { facade, isOpen, backdrop } = await renderModal();
    await act(async () => facade.open());
    act(() => press(backdrop()));
    expect(isOpen()).toBe(false);
  });

  it('a press that starts in the dialog and is released on the backdrop leaves it open', async () => {
    const { facade, isOpen, backdrop } = await renderModal();
    await act(async () => facade.open());
    act(() => press(screen.getByRole('dialog'), backdrop()));
    expect(isOpen()).toBe(true);
  });

  it('a press that starts on the backdrop and is released in the dialog leaves it open', async () => {
    const { facade, isOpen, backdrop } = await renderModal();
    await act(async () => facade.open());
    act(() => press(backdrop(), screen.getByRole('dialog')));
    expect(isOpen()).toBe(true);
  });
});
