import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { watchPageErrors } from '../../test/fakes/page-errors.ts';
import { ModalRoot } from './Modal.tsx';

// The dialog's frame (not a view) breaks while `frame.broken` holds.
const frame = vi.hoisted(() => ({ broken: false }));
vi.mock('./frame-parts.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./frame-parts.tsx')>();
  return {
    ...original,
    useAnimatedHeight: (...args: Parameters<typeof original.useAnimatedHeight>) => {
      if (frame.broken && args[2]) throw new RangeError('Maximum call stack size exceeded in someLibrary.measure()');
      return original.useAnimatedHeight(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  frame.broken = false;
  vi.restoreAllMocks();
});

describe('a failure in the dialog outside any view', () => {
  it('closes the modal, goes to the reporter, reaches nothing in the page, and the next opening draws it anew', async () => {
    // React writes what a boundary caught to the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = createHarness();
    await harness.facade.ready;
    const shown = vi.fn();
    const page = watchPageErrors();
    try {
      render(
        <ModalInstance facade={harness.facade}>
          <ModalRoot onShown={shown} />
        </ModalInstance>,
      );
      frame.broken = true;
      await act(async () => harness.facade.open());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(harness.facade.stores.modal.getSnapshot().open).toBe(false);
      expect(harness.reports.map((report) => report.context)).toEqual(['view failed']);
      expect(page.errors).toEqual([]);
      // What waits for the modal's first frame (a loading dialog) hears that none is coming.
      expect(shown).toHaveBeenCalled();

      frame.broken = false;
      await act(async () => harness.facade.open());
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Connect');
      expect(harness.facade.stores.modal.getSnapshot().open).toBe(true);
    } finally {
      page.stop();
    }
  });
});
