// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { W3mFrameProvider } from '@reown/appkit-wallet';
import { ADDRESS, FRAME_ORIGIN, PAGE_ORIGIN, SIGNATURE, framePage, settle, signedIn } from '../../infrastructure/embedded-frame/frame-page.fixture.ts';

const EMAIL = 'ada@example.com';

/**
 * AppKit 1.7.6's own client with walletport's reference frame (its handlers and a stand-in auth server)
 * in place of Reown's hosted site: the frame starts when AppKit puts its iframe on the page, reads what
 * AppKit posts as the embedding page's messages, and its replies reach AppKit's window listeners.
 */
function appKitWithReferenceFrame() {
  let page: ReturnType<typeof framePage> | undefined;
  const contentWindow = {
    postMessage: (message: unknown) => page?.deliver(structuredClone(message)),
  };
  const iframe = { id: '', src: '', name: '', style: {} as Record<string, string>, onerror: null, contentWindow };
  const toAppKit = (data: unknown): void => void window.dispatchEvent(new MessageEvent('message', { data: structuredClone(data), origin: FRAME_ORIGIN }));
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => (tag === 'iframe' ? iframe : createElement(tag))) as typeof document.createElement);
  const appendChild = document.body.appendChild.bind(document.body);
  vi.spyOn(document.body, 'appendChild').mockImplementation(((node: Node) => {
    if ((node as unknown) !== iframe) return appendChild(node);
    // The frame's page gets AppKit's address; its READY went out before AppKit could hear it, so it is passed on.
    page = framePage({
      search: new URL(iframe.src).search, referrer: `${PAGE_ORIGIN}/`,
      routes: {
        ...signedIn(),
        'POST /api/email/start': () => ({ body: { action: 'VERIFY_OTP' } }),
        'POST /api/otp/verify': () => ({ body: { sessionToken: 'token-9', user: { email: EMAIL, address: ADDRESS } } }),
        'POST /api/sign/message': () => ({ body: { signature: SIGNATURE } }),
      },
    });
    const post = page.parent.postMessage.bind(page.parent);
    page.posted.forEach((entry) => setTimeout(() => toAppKit(entry.message), 0));
    page.parent.postMessage = (message, targetOrigin) => {
      post(message, targetOrigin);
      toAppKit(message);
    };
    return node;
  }) as typeof document.body.appendChild);
  const provider = new W3mFrameProvider({ projectId: 'project-a', chainId: 'eip155:1', enableLogger: false, abortController: new AbortController() });
  return { provider, page: () => page, iframe };
}

afterEach(() => vi.restoreAllMocks());

describe('AppKit 1.7.6\'s W3mFrameProvider with walletport\'s reference frame', () => {
  it('logs in by e-mail and code, reads the user, and gets a personal_sign the visitor approved in the frame', async () => {
    const { provider, page } = appKitWithReferenceFrame();
    await expect(provider.connectEmail({ email: EMAIL })).resolves.toEqual({ action: 'VERIFY_OTP' });
    await provider.connectOtp({ otp: '123456' });
    const user = await provider.connect({ chainId: 1 });
    expect(user).toMatchObject({ email: EMAIL, address: ADDRESS, chainId: 1 });
    const signature = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] });
    await settle();
    // The approval screen stays inside the frame: the visitor's click there is what lets it sign.
    expect(page()?.server.calls.some((call) => call.path === '/api/sign/message')).toBe(false);
    page()?.button('wp-frame-approve')?.click();
    await expect(signature).resolves.toBe(SIGNATURE);
    expect(page()?.server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/email/start', 'POST /api/otp/verify', 'GET /api/user', 'POST /api/sign/message',
    ]);
    // Every answer went to the embedding page's origin only, never '*'.
    expect(new Set(page()?.posted.map((entry) => entry.targetOrigin))).toEqual(new Set([PAGE_ORIGIN]));
  });
});
