// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createBrowserFrameHost } from './browser-frame-host.ts';

/** A document whose frames record how they were made (happy-dom loads no frame pages; a browser test loads a real one). */
function recordingDocument() {
  const frameWindow = { postMessage: () => undefined };
  const attributes = new Map<string, string>();
  const frame = { src: '', title: '', style: {} as Record<string, string>, contentWindow: frameWindow, removed: false, setAttribute: (name: string, value: string) => void attributes.set(name, value), remove: () => void (frame.removed = true) };
  const appended: unknown[] = [];
  const doc = { createElement: () => frame, body: { appendChild: (node: unknown) => void appended.push(node) } } as unknown as Document;
  return { doc, frame, frameWindow, attributes, appended };
}

describe('the secure frame on a page', () => {
  it('appends one hidden full-page frame at the URL, and removes it', () => {
    const page = recordingDocument();
    const handle = createBrowserFrameHost(page.doc).createFrame('https://frame.example/wallet?projectId=p');
    expect(page.appended).toEqual([page.frame]);
    expect(page.frame.src).toBe('https://frame.example/wallet?projectId=p');
    expect(page.frame.style).toMatchObject({ position: 'fixed', display: 'none', width: '100%', height: '100%' });
    expect(page.attributes.has('data-walletport-frame')).toBe(true);
    expect(handle?.window).toBe(page.frameWindow);
    handle?.remove();
    expect(page.frame.removed).toBe(true);
  });

  it('gives no frame, and leaves none behind, when the frame has no window', () => {
    const page = recordingDocument();
    Object.assign(page.frame, { contentWindow: null });
    expect(createBrowserFrameHost(page.doc).createFrame('https://frame.example/w')).toBeUndefined();
    expect(page.frame.removed).toBe(true);
  });

  it('listens to the window\'s messages until told to stop', () => {
    const host = createBrowserFrameHost();
    const seen: unknown[] = [];
    const stop = host.addMessageListener((event) => void seen.push(event.data));
    window.dispatchEvent(new MessageEvent('message', { data: 'one' }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: 'two' }));
    expect(seen).toEqual(['one']);
  });
});
