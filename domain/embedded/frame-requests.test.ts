import { describe, expect, it } from 'vitest';
import { MAX_FRAME_MESSAGE_CHARS } from './frame-messages.ts';
import { frameReplyType, measureJsonChars, readFrameRequest } from './frame-requests.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('requests the secure frame reads', () => {
  it('reads the kind and the payload of a known request type', () => {
    expect(readFrameRequest({ id: ID, type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'ada@example.com', extra: 1 } }))
      .toEqual({ status: 'request', request: { id: ID, kind: 'connectEmail', payload: { email: 'ada@example.com' } } });
    expect(readFrameRequest({ id: ID, type: '@w3m-app/SIGN_OUT' })).toEqual({ status: 'request', request: { id: ID, kind: 'signOut', payload: undefined } });
    expect(readFrameRequest({ id: ID, type: '@w3m-app/IS_CONNECTED' })).toMatchObject({ status: 'request', request: { kind: 'isConnected' } });
  });

  it('refuses what is not a request: no id, a reply\'s prefix, an unknown type, not an object', () => {
    for (const data of [
      { type: '@w3m-app/SIGN_OUT' },
      { id: 'a b', type: '@w3m-app/SIGN_OUT' },
      { id: '', type: '@w3m-app/SIGN_OUT' },
      { id: ID, type: '@walletport-app/SIGN_OUT' },
      { id: ID, type: '@w3m-frame/SIGN_OUT' },
      { id: ID, type: '@w3m-app/SIGN_OUT_SUCCESS' },
      { id: ID, type: '@w3m-app/__proto__' },
      { id: ID, type: '@w3m-app/toString' },
      'a string', null, 42,
    ]) expect(readFrameRequest(data).status).toBe('refused');
  });

  it('tells a known request with a wrong payload apart, with the catalogue text', () => {
    expect(readFrameRequest({ id: ID, type: '@w3m-app/CONNECT_OTP', payload: { otp: '12345' } }))
      .toEqual({ status: 'invalid-payload', id: ID, kind: 'connectOtp', message: 'Invalid secure-frame CONNECT_OTP payload' });
    expect(readFrameRequest({ id: ID, type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'sepia' } }).status).toBe('invalid-payload');
    expect(readFrameRequest({ id: ID, type: '@w3m-app/RPC_REQUEST', payload: { params: [] } }).status).toBe('invalid-payload');
  });

  it('refuses a message over the size limit', () => {
    const fits = { id: ID, type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_call', params: ['x'] } };
    const overhead = JSON.stringify(fits).length - 1;
    const atLimit = { ...fits, payload: { method: 'eth_call', params: ['x'.repeat(MAX_FRAME_MESSAGE_CHARS - overhead)] } };
    expect(JSON.stringify(atLimit).length).toBe(MAX_FRAME_MESSAGE_CHARS);
    expect(readFrameRequest(atLimit).status).toBe('request');
    const over = { ...fits, payload: { method: 'eth_call', params: ['x'.repeat(MAX_FRAME_MESSAGE_CHARS - overhead + 1)] } };
    expect(readFrameRequest(over)).toEqual({ status: 'refused', reason: 'too large or not JSON data' });
  });

  it('names replies by kind and outcome', () => {
    expect(frameReplyType('connectEmail', 'SUCCESS')).toBe('@w3m-frame/CONNECT_EMAIL_SUCCESS');
    expect(frameReplyType('rpcRequest', 'ERROR')).toBe('@w3m-frame/RPC_REQUEST_ERROR');
  });
});

describe('measuring JSON without building it', () => {
  it('agrees with JSON.stringify on plain data', () => {
    const samples = [null, true, 0, -1.5e-7, 'plain', 'quote " back \\ newline \n é \u0001', [], {}, [1, undefined, 'a'],
      { a: 1, b: undefined, c: [null, { d: 'e' }] }, Number.NaN, { [`k"${'\n'}`]: 'v' }];
    for (const sample of samples) expect(measureJsonChars(sample, 10_000)).toBe(JSON.stringify(sample).length);
  });

  it('refuses cycles, shared references, deep nesting, non-plain objects and too much', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const shared = { x: 'y' };
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100; level += 1) deep = [deep];
    for (const value of [cycle, [shared, shared], deep, new Map(), new Date(0), 1n, () => 1, Symbol('s')]) expect(measureJsonChars(value, 10_000)).toBeUndefined();
    expect(measureJsonChars('x'.repeat(9), 10)).toBeUndefined();
    expect(measureJsonChars('x'.repeat(8), 10)).toBe(10);
    expect(measureJsonChars(new Array(1_000_000), 100)).toBeUndefined();
  });
});
