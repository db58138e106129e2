import { describe, expect, it } from 'vitest';
import { FRAME_REQUESTS, isReadOnlyRequest, readFrameReply, requestTimesOut, requestType, timeoutAlertsVisitor, type FrameRequestKind } from './frame-messages.ts';

const ID = '00000000-0000-4000-8000-000000000001';

describe('secure-frame messages', () => {
  it('times out exactly connect e-mail, device, OTP, social and social redirect', () => {
    const timed = (Object.keys(FRAME_REQUESTS) as FrameRequestKind[]).filter(requestTimesOut);
    expect(timed.sort()).toEqual(['connectDevice', 'connectEmail', 'connectOtp', 'connectSocial', 'getSocialRedirectUri']);
  });

  it('alerts the visitor when a timed request runs out, except the device check, whose timeout means "not yet"', () => {
    const alerting = (Object.keys(FRAME_REQUESTS) as FrameRequestKind[]).filter(timeoutAlertsVisitor);
    expect(alerting.sort()).toEqual(['connectEmail', 'connectOtp', 'connectSocial', 'getSocialRedirectUri']);
  });

  it('keeps reads out of an abort, and nothing that signs, sends, logs in or out', () => {
    for (const kind of ['getUser', 'isConnected', 'getChainId', 'getSmartAccountEnabledNetworks'] as const) expect(isReadOnlyRequest(kind)).toBe(true);
    for (const kind of ['rpcRequest', 'connectEmail', 'connectOtp', 'signOut', 'switchNetwork', 'setPreferredAccount', 'updateEmail'] as const) expect(isReadOnlyRequest(kind)).toBe(false);
  });

  it('reads a reply of the request\'s own type only; an error without a message has none; a bad payload is invalid', () => {
    expect(requestType('connectEmail')).toBe('@w3m-app/CONNECT_EMAIL');
    expect(readFrameReply('connectEmail', { id: ID, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_DEVICE' } })).toEqual({ ok: true, payload: { action: 'VERIFY_DEVICE' } });
    expect(readFrameReply('connectEmail', { id: ID, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'LOG_IN_ANYWAY' } })).toEqual({ ok: false, invalid: true });
    expect(readFrameReply('connectEmail', { id: ID, type: '@w3m-frame/CONNECT_OTP_SUCCESS', payload: {} })).toBeUndefined();
    expect(readFrameReply('signOut', { id: ID, type: '@w3m-frame/SIGN_OUT_ERROR' })).toEqual({ ok: false, message: undefined });
    expect(readFrameReply('signOut', { id: ID, type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 'no' } })).toEqual({ ok: false, message: 'no' });
    expect(readFrameReply('rpcRequest', { id: ID, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xabc' })).toEqual({ ok: true, payload: '0xabc' });
  });
});
