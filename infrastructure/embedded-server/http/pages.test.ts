import { request as httpRequest } from 'node:http';
import { Window, type HTMLButtonElement as DomButton } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ANCESTORS } from '../../../domain/constants/embedded-wallet.ts';
import { DAPP_ORIGIN, FRAME_SCRIPT, PROJECT_ID, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../embedded-wallet-server.fixture.ts';
import { DEVICE_CONFIRMED_TEXT, DEVICE_SCRIPT, escapeHtml, jsonForScriptElement, mailboxPage } from './pages.ts';

const HOSTILE_ORIGIN = 'https://x.test"></script><script>alert(1)</script>';
const WILDCARD_ORIGIN = 'https://*.example.org';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [DAPP_ORIGIN, WILDCARD_ORIGIN, HOSTILE_ORIGIN], rpcUrls: { 1: 'http://127.0.0.1:1', 31337: 'http://127.0.0.1:2' } });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

describe('the frame page', () => {
  it('carries its configuration in a JSON script element that no origin can close', async () => {
    const page = await t.api.get(`/frame?projectId=${PROJECT_ID}&chainId=1&version=4&enableLogger=false`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const opening = '<script type="application/json" id="walletport-frame-config">';
    const start = page.text.indexOf(opening) + opening.length;
    const json = page.text.slice(start, page.text.indexOf('</script>', start));
    expect(JSON.parse(json)).toEqual({ projectId: PROJECT_ID, allowedOrigins: [DAPP_ORIGIN, WILDCARD_ORIGIN, HOSTILE_ORIGIN], chains: [1, 31337], defaultAncestors: true });
    // Two script elements, the config and /frame.js, and no inline code.
    expect(page.text.match(/<script/g)).toHaveLength(2);
    expect(page.text.match(/<\/script>/g)).toHaveLength(2);
    expect(page.text).toContain('<script src="/frame.js"></script>');
  });

  it('may be embedded by the allowed origins and the default ancestors, and runs scripts of its own origin only', async () => {
    const policy = (await t.api.get('/frame')).headers.get('content-security-policy') ?? '';
    const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(ancestors).toEqual(["'self'", DAPP_ORIGIN, WILDCARD_ORIGIN, ...DEFAULT_ALLOWED_ANCESTORS]);
    expect(policy).toContain("script-src 'self'");
    expect(t.logLines.some((line) => line.includes('left out of frame-ancestors'))).toBe(true);
  });

  it('loads /frame.js as a script', async () => {
    const script = await t.api.get('/frame.js');
    expect([script.headers.get('content-type'), script.text]).toEqual(['text/javascript; charset=utf-8', FRAME_SCRIPT]);
  });
});

describe('the device page', () => {
  it('confirms the device when its button is pressed, and cannot be framed', async () => {
    const email = 'page-device@example.test';
    await t.signIn(email);
    t.advance(31_000);
    const tablet = t.newDevice();
    await tablet.post('/api/email/start', { email });
    const link = (await t.api.get(`/api/dev/mailbox?email=${email}`)).json.deviceLink as string;
    const page = await t.api.get(new URL(link).pathname + new URL(link).search);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.text.match(/<script[^>]*>/g)).toEqual(['<script src="/device.js">']);
    expect((await t.api.get('/device.js')).text).toBe(DEVICE_SCRIPT);

    const window = new Window({ url: link });
    try {
      window.document.write(page.text.replace('<script src="/device.js"></script>', ''));
      window.eval(DEVICE_SCRIPT);
      const status = window.document.querySelector('[data-testid="wp-device-status"]');
      window.document.querySelector<DomButton>('[data-testid="wp-device-confirm"]')?.click();
      await expect.poll(() => status?.textContent, { timeout: 5_000 }).toBe(DEVICE_CONFIRMED_TEXT);
    } finally {
      await window.happyDOM.close();
    }
    expect((await tablet.post('/api/device/wait', { email })).json).toEqual({ verified: true });
  });
});

describe('the development mailbox', () => {
  it('lists mails newest first with codes and clickable device links', async () => {
    const html = (await t.api.get('/mailbox')).text;
    const { messages, otp, deviceLink } = (await t.api.get('/api/dev/mailbox?email=page-device@example.test')).json as {
      messages: { subject: string }[]; otp: string; deviceLink: string;
    };
    expect(messages.map((mail) => mail.subject)).toEqual(['Your sign-in code', 'Confirm your new device', 'Your sign-in code']);
    expect(html).toContain(`<code class="otp" data-testid="wp-mailbox-otp">${otp}</code>`);
    expect(html).toContain(`<a href="${escapeHtml(deviceLink)}" data-testid="wp-mailbox-link">`);
    expect(html.indexOf('Your sign-in code is')).toBeLessThan(html.indexOf('Confirm your new device'));
  });

  it('answers only requests addressed to this server (no DNS rebinding)', async () => {
    const { port } = new URL(t.server.url);
    const statusFor = (host: string) => new Promise<number | undefined>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/api/dev/mailbox', headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject).end();
    });
    expect(await statusFor(`attacker.example:${port}`)).toBe(403);
    expect(await statusFor(`localhost:${port}`)).toBe(200);
  });

  it('escapes everything it shows', () => {
    const html = mailboxPage([{ to: '<b>x</b>@a.test', subject: '<img src=x onerror=alert(1)>', text: 'see https://a.test/device?token=a&b"<img> and 123456' }]);
    expect(html).not.toMatch(/<b>|<img|token=a&b/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // A link ends where a quote or bracket begins: those stay text.
    expect(html).toContain('<a href="https://a.test/device?token=a&amp;b" data-testid="wp-mailbox-link">https://a.test/device?token=a&amp;b</a>&quot;&lt;img&gt;');
    expect(html).toContain('<code class="otp" data-testid="wp-mailbox-otp">123456</code>');
  });
});

describe('JSON in a script element', () => {
  it('escapes what could end the element and parses back to the same value', () => {
    const value = { text: '</script><!-- & \u2028 \u2029 >' };
    const encoded = jsonForScriptElement(value);
    expect(encoded).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(encoded)).toEqual(value);
  });
});

describe('a server that mails by SMTP', () => {
  it('has no development mailbox', async () => {
    const smtp = await startTestServer({ mailer: { smtpUrl: 'smtp://127.0.0.1:2525' } });
    try {
      expect(smtp.server.mailbox).toBeUndefined();
      expect((await smtp.api.get('/mailbox')).status).toBe(404);
      expect((await smtp.api.get('/api/dev/mailbox?email=a@b.test')).status).toBe(404);
    } finally {
      await smtp.server.stop();
    }
  }, SERVER_START_TIMEOUT_MS);
});
