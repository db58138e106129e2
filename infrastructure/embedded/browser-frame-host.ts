import type { FrameHandle, FrameHost } from './frame-transport.ts';

/**
 * The secure frame on a real page: a hidden full-page iframe appended to the body (shown full size
 * only while the visitor approves inside it), and the window's message listener. The frame's own
 * origin keeps the keys and tokens: nothing of them is readable from here.
 */
export function createBrowserFrameHost(doc: Document = document, win: Window = window): FrameHost {
  return {
    createFrame(url: string): FrameHandle | undefined {
      const frame = doc.createElement('iframe');
      frame.src = url;
      frame.title = 'Embedded wallet';
      frame.setAttribute('allow', 'clipboard-write');
      frame.setAttribute('data-walletport-frame', '');
      // Set through the CSSOM rather than a style attribute, which a strict style-src would refuse.
      Object.assign(frame.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', border: '0', display: 'none', zIndex: '2147483647' });
      doc.body.appendChild(frame);
      const frameWindow = frame.contentWindow;
      if (!frameWindow) {
        frame.remove();
        return undefined;
      }
      return {
        window: frameWindow,
        remove: () => frame.remove(),
        setVisible: (visible) => {
          frame.style.display = visible ? 'block' : 'none';
          if (visible) frame.focus();
        },
      };
    },
    addMessageListener(listener) {
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
