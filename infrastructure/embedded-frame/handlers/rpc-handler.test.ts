// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { controlledVisibility, manualClock } from '../approval/approval-visibility.fixture.ts';
import { ADDRESS, PAGE_ORIGIN, SIGNATURE, TX_HASH, framePage, settle, signedIn, type Route } from '../frame-page.fixture.ts';

const signing = (): Record<string, Route> => ({
  ...signedIn(),
  'POST /api/sign/message': () => ({ body: { signature: SIGNATURE } }),
  'POST /api/sign/typed-data': () => ({ body: { signature: SIGNATURE } }),
  'POST /api/transactions': () => ({ body: { hash: TX_HASH } }),
});

const TYPED_DATA = {
  domain: { name: 'Ether Mail', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!' },
};

describe('RPC_REQUEST: methods the frame refuses or answers itself', () => {
  it('refuses a method off the list without any call', async () => {
    const page = framePage({ token: 'token-1', routes: signing() });
    const reply = await page.request('rpcRequest', { method: 'eth_sign', params: [ADDRESS, '0xdeadbeef'] });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'Requested RPC call is not allowed' } });
    expect(page.server.calls).toEqual([]);
    expect(page.button('wp-frame-approve')).toBeNull();
  });

  it('answers eth_chainId from the chain last set, and refuses a chain the server does not serve', async () => {
    const page = framePage();
    expect((await page.request('rpcRequest', { method: 'eth_chainId' })).message.payload).toBe('0x1');
    expect((await page.request('switchNetwork', { chainId: 'eip155:31337' })).message.payload).toEqual({ chainId: 31337 });
    expect((await page.request('rpcRequest', { method: 'eth_chainId' })).message.payload).toBe('0x7a69');
    expect((await page.request('getChainId')).message.payload).toEqual({ chainId: 31337 });
    expect((await page.request('switchNetwork', { chainId: 10 })).message.payload).toEqual({ message: 'Chain is not supported' });
    expect((await page.request('getChainId')).message.payload).toEqual({ chainId: 31337 });
    expect(page.server.calls).toEqual([]);
  });

  it('answers eth_accounts with the user\'s address, or none when signed out', async () => {
    const signedOut = framePage({ routes: signing() });
    expect((await signedOut.request('rpcRequest', { method: 'eth_accounts' })).message.payload).toEqual([]);
    expect(signedOut.server.calls).toEqual([]);
    const page = framePage({ token: 'token-1', routes: signing() });
    expect((await page.request('rpcRequest', { method: 'eth_accounts' })).message.payload).toEqual([ADDRESS]);
  });

  it('sends other reads through the server\'s RPC proxy for the current chain, and passes its errors on', async () => {
    const page = framePage({
      search: '?projectId=project-a&chainId=eip155:31337&version=4',
      routes: { 'POST /api/rpc': ({ body }) => ((body as { method: string }).method === 'eth_call'
        ? { body: { error: { code: 3, message: 'execution reverted' } } }
        : { body: { result: '0x10' } }) },
    });
    expect((await page.request('rpcRequest', { method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).message.payload).toBe('0x10');
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/rpc', body: { chainId: 31337, method: 'eth_getBalance', params: [ADDRESS, 'latest'] }, authorization: null }]);
    expect((await page.request('rpcRequest', { method: 'eth_call', params: [{}] })).message).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'execution reverted' } });
  });

  it('refuses approval methods it does not sign, without a screen or a call', async () => {
    const page = framePage({ token: 'token-1', routes: signing() });
    const reply = await page.request('rpcRequest', { method: 'wallet_sendCalls', params: [{ calls: [] }] });
    expect(reply.message.payload).toEqual({ message: 'wallet_sendCalls is not supported by this frame yet.' });
    expect(page.button('wp-frame-approve')).toBeNull();
    expect(page.server.calls).toEqual([]);
  });

  it('asks a signed-out visitor to sign in rather than showing an approval', async () => {
    const page = framePage({ routes: signing() });
    const reply = await page.request('rpcRequest', { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] });
    expect(reply.message.payload).toEqual({ message: 'This session is not valid here. Sign in again.' });
    expect(page.button('wp-frame-approve')).toBeNull();
  });
});

describe('RPC_REQUEST: signing needs the visitor\'s click', () => {
  it('personal_sign shows the decoded message and the page, and calls the server only after Approve', async () => {
    const page = framePage({ token: 'token-1', routes: signing() });
    await page.request('syncDappData', { metadata: { name: 'Shop', description: '', url: PAGE_ORIGIN, icons: [] }, sdkVersion: 'react-1', sdkType: 'appkit', projectId: 'project-a' });
    let answered = false;
    const reply = page.request('rpcRequest', { method: 'personal_sign', params: ['0x48656c6c6f2c20776f726c6421', ADDRESS] }).finally(() => (answered = true));
    await settle();
    expect(page.server.calls).toEqual([]);
    expect(answered).toBe(false);
    const screen = page.doc.querySelector('[data-testid="wp-frame-approval"]')?.textContent ?? '';
    expect(screen).toContain('Sign message');
    expect(screen).toContain('Hello, world!');
    expect(page.doc.querySelector('[data-testid="wp-approval-origin"]')?.textContent).toBe(PAGE_ORIGIN);
    expect(page.doc.querySelector('[data-testid="wp-approval-name"]')?.textContent).toBe('The site calls itself Shop (not verified)');
    page.button('wp-frame-approve')?.click();
    expect((await reply).message).toEqual({ id: expect.any(String), type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: SIGNATURE });
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/sign/message', body: { message: '0x48656c6c6f2c20776f726c6421' }, authorization: 'DPoP token-1' }]);
    expect(page.button('wp-frame-approve')).toBeNull();
  });

  it('Reject answers "User rejected the request." and calls nothing', async () => {
    const page = framePage({ token: 'token-1', routes: signing() });
    const reply = page.request('rpcRequest', { method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify(TYPED_DATA)] });
    await settle();
    const screen = page.doc.body.textContent ?? '';
    expect(screen).toContain('Ether Mail');
    expect(screen).toContain('Mail');
    page.button('wp-frame-reject')?.click();
    expect((await reply).message).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.' } });
    expect(page.server.calls).toEqual([]);
  });

  it('eth_signTypedData_v4 sends the typed data once approved', async () => {
    const page = framePage({ token: 'token-1', routes: signing() });
    const reply = page.request('rpcRequest', { method: 'eth_signTypedData_v4', params: [ADDRESS, TYPED_DATA] });
    await settle();
    page.button('wp-frame-approve')?.click();
    expect((await reply).message.payload).toBe(SIGNATURE);
    expect(page.server.calls).toEqual([{ method: 'POST', path: '/api/sign/typed-data', body: { typedData: TYPED_DATA }, authorization: 'DPoP token-1' }]);
  });

  it('eth_sendTransaction shows to, value, chain, gas and fees, and sends on the current chain exactly what it showed', async () => {
    const node: Record<string, string | object> = {
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' }, eth_gasPrice: '0x3b9aca00', eth_maxPriorityFeePerGas: '0x1', eth_estimateGas: '0x5208',
    };
    const page = framePage({
      token: 'token-1', search: '?chainId=eip155:31337&version=4',
      routes: { ...signing(), 'POST /api/rpc': ({ body }) => ({ body: { result: node[(body as { method: string }).method] } }) },
    });
    const transaction = { from: ADDRESS, to: '0x2222222222222222222222222222222222222222', value: '0x16345785d8a0000', data: '0x' };
    const reply = page.request('rpcRequest', { method: 'eth_sendTransaction', params: [transaction] });
    // Four reads of the node, each with its device proof, come before the screen.
    await vi.waitFor(() => expect(page.button('wp-frame-approve')).not.toBeNull());
    const screen = page.doc.body.textContent ?? '';
    for (const shown of ['0x2222222222222222222222222222222222222222', '0.1 ETH', '31337', '21000', '2.000000001 gwei', '0.100042000000021 ETH']) expect(screen).toContain(shown);
    page.button('wp-frame-approve')?.click();
    expect((await reply).message.payload).toBe(TX_HASH);
    expect(page.server.calls.filter((call) => call.path === '/api/transactions')).toEqual([{
      method: 'POST', path: '/api/transactions', authorization: 'DPoP token-1',
      body: { chainId: 31337, transaction: { ...transaction, gas: '0x5208', maxFeePerGas: '0x77359401', maxPriorityFeePerGas: '0x1' } },
    }]);
  });

  it('shows one approval at a time; the next waits its turn', async () => {
    const page = framePage({ token: 'token-1', routes: signing() });
    const first = page.request('rpcRequest', { method: 'personal_sign', params: ['0x6669727374', ADDRESS] });
    const second = page.request('rpcRequest', { method: 'personal_sign', params: ['0x7365636f6e64', ADDRESS] });
    await settle();
    expect(page.doc.querySelectorAll('[data-testid="wp-frame-approve"]')).toHaveLength(1);
    expect(page.doc.body.textContent).toContain('first');
    expect(page.doc.body.textContent).not.toContain('second');
    page.button('wp-frame-reject')?.click();
    expect((await first).message.payload).toEqual({ message: 'User rejected the request.' });
    await settle();
    expect(page.doc.body.textContent).toContain('second');
    page.button('wp-frame-approve')?.click();
    expect((await second).message.payload).toBe(SIGNATURE);
    expect(page.server.calls.map((call) => call.body)).toEqual([{ message: '0x7365636f6e64' }]);
  });

  it('ignores an Approve click until the card has been visible for the arm delay', async () => {
    const { clock, advance } = manualClock();
    const seen = controlledVisibility();
    const page = framePage({ token: 'token-1', routes: signing(), approveArmDelayMs: 500, clock, approvalVisibility: seen.visibility });
    const reply = page.request('rpcRequest', { method: 'personal_sign', params: ['0x6869', ADDRESS] });
    await settle();
    seen.setVisible(true);
    advance(200);
    page.button('wp-frame-approve')?.click();
    await settle();
    expect(page.server.calls).toEqual([]);
    expect(page.button('wp-frame-approve')).not.toBeNull();
    advance(300);
    page.button('wp-frame-approve')?.click();
    expect((await reply).message.payload).toBe(SIGNATURE);
  });
});
