import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

/**
 * Anyone can publish a page on the spec's default ancestors (a free *.vercel.app subdomain, a tunnel, any
 * localhost port). A deployment that turns them off must not be embeddable or answerable from there.
 */
const PHISHING_PAGE = 'https://wallet-airdrop.vercel.app';

describe('a phishing page on a default ancestor, with the default ancestors turned off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ defaultAncestors: false });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => t?.server.stop());

  it('cannot embed the frame: frame-ancestors names the project origins only', async () => {
    const policy = (await t.api.get('/frame')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-ancestors 'self' https:\/\/dapp\.example\.test;/);
    expect(policy).not.toContain('vercel.app');
    expect(policy).not.toContain('localhost');
  });

  it('cannot start a social sign-in whose notice would go to it', async () => {
    const started = await t.api.post('/api/social/start', { provider: 'google', origin: PHISHING_PAGE });
    expect(started.status).toBe(403);
  });
});
