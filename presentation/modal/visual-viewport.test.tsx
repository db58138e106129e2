import { act, cleanup, render } from '@testing-library/react';
import { Suspense, startTransition, use, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from './Modal.tsx';
import { useVisualViewport } from './use-visual-viewport.ts';

/** A phone's visual viewport: zoomed in and scrolled sideways inside a wider layout viewport. */
class FakeVisualViewport extends EventTarget {
  offsetLeft = 40;
  offsetTop = 12;
  width = 390;
  height = 700;
  readonly listening = new Set<string>();
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    this.listening.add(type);
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    this.listening.delete(type);
    super.removeEventListener(type, listener);
  }
}

const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');

afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(window, 'visualViewport', original);
  else delete (window as { visualViewport?: unknown }).visualViewport;
});

async function renderWith(viewport: FakeVisualViewport) {
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  const { facade } = createHarness();
  await facade.ready;
  const view = render(
    <ModalInstance facade={facade}>
      <Modal />
    </ModalInstance>,
  );
  return { facade, view };
}

const backdrop = () => document.querySelector<HTMLElement>('.wp-backdrop');
const placed = () => ['left', 'top', 'width', 'height'].map((side) => backdrop()?.style.getPropertyValue(`--wp-viewport-${side}`));

describe('the modal over the visual viewport', () => {
  it('covers what the visitor sees, follows it as it moves or resizes, and stops listening on close', async () => {
    const viewport = new FakeVisualViewport();
    const { facade } = await renderWith(viewport);
    await act(async () => facade.open());
    expect(placed()).toEqual(['40px', '12px', '390px', '700px']);
    viewport.offsetLeft = 120;
    viewport.width = 195;
    act(() => void viewport.dispatchEvent(new Event('scroll')));
    expect(placed()).toEqual(['120px', '12px', '195px', '700px']);
    viewport.height = 500;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(placed()[3]).toBe('500px');
    expect([...viewport.listening].sort()).toEqual(['resize', 'scroll']);
    await act(async () => void facade.close());
    expect(viewport.listening.size).toBe(0);
  });

  it('stops listening when the modal goes with its page (destroy) while open', async () => {
    const viewport = new FakeVisualViewport();
    const { facade, view } = await renderWith(viewport);
    await act(async () => facade.open());
    expect(viewport.listening.size).toBe(2);
    view.unmount();
    expect(viewport.listening.size).toBe(0);
  });

  it('reads the viewport before the dialog is in the page, so opening lays the dialog out once', async () => {
    const viewport = new FakeVisualViewport();
    const readsWithDialog: string[] = [];
    for (const side of ['offsetLeft', 'offsetTop', 'width', 'height'] as const) {
      let value = viewport[side];
      Object.defineProperty(viewport, side, {
        get: () => {
          if (document.querySelector('[role=dialog]')) readsWithDialog.push(side);
          return value;
        },
        set: (next: number) => void (value = next),
      });
    }
    const { facade } = await renderWith(viewport);
    await act(async () => facade.open());
    expect(placed()).toEqual(['40px', '12px', '390px', '700px']);
    expect(readsWithDialog).toEqual([]);
    await act(async () => void facade.close());
    viewport.width = 320;
    await act(async () => facade.open());
    // A second opening reads afresh: the viewport may have moved while the modal was closed.
    expect(placed()[2]).toBe('320px');
    expect(readsWithDialog).toEqual([]);
  });

  it('an opening render React discards leaves no read behind for the next opening', async () => {
    const viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    const never = new Promise<never>(() => undefined);
    let setOpen: Dispatch<SetStateAction<boolean>> = () => undefined;
    let setWaiting: Dispatch<SetStateAction<boolean>> = () => undefined;
    function Waits({ waiting }: { waiting: boolean }) {
      if (waiting) use(never);
      return null;
    }
    function Sheet() {
      const box = useRef<HTMLDivElement>(null);
      const [open, changeOpen] = useState(false);
      const [waiting, changeWaiting] = useState(false);
      setOpen = changeOpen;
      setWaiting = changeWaiting;
      useVisualViewport(box, open);
      return (
        <div ref={box} className="wp-backdrop">
          <Waits waiting={waiting} />
        </div>
      );
    }
    render(
      <Suspense fallback={null}>
        <Sheet />
      </Suspense>,
    );
    // A transition that suspends is thrown away: the page keeps the closed sheet, and the render that
    // read the viewport for opening never commits.
    await act(async () => startTransition(() => {
      setOpen(true);
      setWaiting(true);
    }));
    expect(placed()).toEqual(['', '', '', '']);
    viewport.width = 320;
    await act(async () => setOpen(true));
    expect(placed()[2]).toBe('320px');
  });
});
