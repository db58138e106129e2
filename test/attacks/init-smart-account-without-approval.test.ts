// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { controlledVisibility } from '../../infrastructure/embedded-frame/approval/approval-visibility.fixture.ts';
import { ADDRESS, framePage, settle, type Route } from '../../infrastructure/embedded-frame/frame-page.fixture.ts';

const SMART_ACCOUNT = '0x2222222222222222222222222222222222222222';

describe('a dApp page that deploys the visitor\'s smart account, which their address pays gas for', () => {
  it('cannot without the visitor\'s approval: INIT_SMART_ACCOUNT waits on the approval screen and the server is not asked to deploy', async () => {
    const routes: Record<string, Route> = {
      'GET /api/user': () => ({ body: { email: 'ada@example.com', address: ADDRESS, smartAccount: { address: SMART_ACCOUNT, deployed: false } } }),
      'POST /api/smart-account/deploy': () => ({ body: { smartAccount: { address: SMART_ACCOUNT, deployed: true } } }),
    };
    // The page keeps the frame out of sight: nothing on the screen can be approved.
    const page = framePage({ token: 'token-1', routes, search: '?chainId=eip155:31337&version=4', approvalVisibility: controlledVisibility().visibility });
    let answered = false;
    void page.request('initSmartAccount').then(() => (answered = true));
    await settle();
    await settle();
    expect(page.server.calls.filter((call) => call.path === '/api/smart-account/deploy')).toEqual([]);
    expect(answered).toBe(false);
    const card = page.doc.querySelector('[data-testid="wp-frame-approval"]')?.textContent ?? '';
    expect(card).toContain('Deploy your smart account');
    expect(card).toContain('31337');
    expect(card).toContain('pays its network fee (gas)');
  });
});
