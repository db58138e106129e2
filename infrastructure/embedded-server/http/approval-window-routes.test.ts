import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../embedded-wallet-server.fixture.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ rpcUrls: { 1: 'http://127.0.0.1:1' } });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t?.server.stop());

describe('the approval window page', () => {
  it('is never framed, runs only its own script file, and keeps the frame that opened it as its opener', async () => {
    const page = await t.api.get('/approve');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    // Cross-Origin-Opener-Policy would cut the window off from the frame that opened it.
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(page.text.match(/<script[^>]*>/g)).toEqual(['<script src="/approve.js">']);
  });

  it('serves its script bundled from the sources, revalidated on each load', async () => {
    const script = await t.api.get('/approve.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    // The window's own code, not the frame's: it draws Approve and never starts the frame.
    expect(script.text.includes('Approve')).toBe(true);
    expect(script.text.includes('walletport-frame-config')).toBe(false);
    expect(() => new Function(script.text)).not.toThrow();
  }, 30_000);
});
