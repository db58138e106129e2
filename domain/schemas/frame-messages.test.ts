import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseFrameRequest } from './frame-requests.ts';
import { parseFrameEvent, parseFrameReply } from './frame-replies.ts';
import { FRAME_REQUEST_NAMES, errorType, isReadOnlyFrameRequest, requestType, successType, type FrameRequestKind } from './frame-message-types.ts';
import { PREFLIGHT_COMMITMENTS, emailSchema, frameSocialProviderSchema, preflightCommitmentSchema, themeModeSchema } from './frame-fields.ts';
import { WalletportError } from '../errors/walletport-error.ts';

const req = (kind: FrameRequestKind, payload?: unknown) => ({ id: 'r1', type: requestType(kind), ...(payload === undefined ? {} : { payload }) });

describe('secure-frame requests (spec §7)', () => {
  it.each([
    ['switchNetwork', { chainId: 1 }], ['connectEmail', { email: 'a@b.co' }], ['connectDevice', undefined],
    ['connectOtp', { otp: '123456' }], ['connectSocial', { uri: 'https://x/cb?code=1', preferredAccountType: 'eoa' }],
    ['getSocialRedirectUri', { provider: 'github' }], ['getFarcasterUri', undefined], ['connectFarcaster', undefined],
    ['getUser', { chainId: 'eip155:1', preferredAccountType: 'smartAccount' }], ['signOut', undefined],
    ['isConnected', undefined], ['isConnected', { token: 't' }], ['getChainId', undefined],
    ['getSmartAccountEnabledNetworks', undefined], ['initSmartAccount', undefined], ['setPreferredAccount', { type: 'eoa' }],
    ['rpcRequest', { method: 'eth_call', params: [{}] }], ['updateEmail', { email: 'new@b.co' }],
    ['updateEmailPrimaryOtp', { otp: '111111' }], ['updateEmailSecondaryOtp', { otp: '222222' }],
    ['syncTheme', { themeMode: 'light', themeVariables: { '--w3m-accent': '#000' } }],
    ['syncDappData', { sdkVersion: 'react-1', sdkType: 'appkit', projectId: 'p', metadata: { name: 'n', description: 'd', url: 'u', icons: [] } }],
    ['reload', undefined],
  ] as [FrameRequestKind, unknown][])('accepts %s', (kind, payload) => {
    const parsed = parseFrameRequest(req(kind, payload));
    expect(parsed.ok).toBe(true);
  });
  it('covers every request kind of §7', () => {
    expect(Object.keys(FRAME_REQUEST_NAMES)).toHaveLength(22);
  });
  it.each([
    ['a bad e-mail', req('connectEmail', { email: 'not-an-email' })],
    ['an unknown social provider', req('getSocialRedirectUri', { provider: 'myspace' })],
    ['farcaster as a redirect provider', req('getSocialRedirectUri', { provider: 'farcaster' })],
    ['a bad theme mode', req('syncTheme', { themeMode: 'blue' })],
    ['a send-calls entry without 0x to', req('rpcRequest', { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] })],
    ['send-calls data without 0x', req('rpcRequest', { method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: 'ff' }] }] })],
    ['a bad preflight commitment', req('rpcRequest', { method: 'solana_signAndSendTransaction', params: { transaction: 'x', options: { preflightCommitment: 'eventually' } } })],
    ['an unknown type', { id: 'r1', type: '@w3m-app/HACK' }],
    ['no id', { type: requestType('reload') }],
  ])('refuses %s with a typed error', (_, value) => {
    const parsed = parseFrameRequest(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(WalletportError.is(parsed.error)).toBe(true);
  });
  it('accepts well-formed send calls and every preflight commitment', () => {
    expect(parseFrameRequest(req('rpcRequest', { method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: '0xab' }, { to: '0x2' }] }] })).ok).toBe(true);
    for (const commitment of PREFLIGHT_COMMITMENTS) expect(preflightCommitmentSchema.safeParse(commitment).success).toBe(true);
    expect(PREFLIGHT_COMMITMENTS).toEqual(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']);
  });
  it('checks the embedded-wallet field rules (spec §5)', () => {
    expect(frameSocialProviderSchema.options).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
    expect(themeModeSchema.safeParse('dark').success).toBe(true);
    expect(emailSchema.safeParse('a@b.co').success).toBe(true);
    expect(emailSchema.safeParse('a@').success).toBe(false);
  });
  it('never throws on any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof parseFrameRequest(value).ok === 'boolean'));
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(FRAME_REQUEST_NAMES) as FrameRequestKind[])), fc.anything(), (kind, payload) =>
      typeof parseFrameRequest(req(kind, payload)).ok === 'boolean'));
  });
});

describe('secure-frame replies (spec §4, §7)', () => {
  const reply = (type: string, payload?: unknown) => ({ id: 'r1', type, payload });
  it('reads each success payload', () => {
    expect(parseFrameReply(reply(successType('connectEmail'), { action: 'VERIFY_OTP' }))).toMatchObject({ ok: true, value: { kind: 'connectEmail', ok: true, payload: { action: 'VERIFY_OTP' } } });
    expect(parseFrameReply(reply(successType('isConnected'), { isConnected: false })).ok).toBe(true);
    expect(parseFrameReply(reply(successType('getUser'), { address: '0x1', chainId: 1, email: null, smartAccountDeployed: true })).ok).toBe(true);
    expect(parseFrameReply(reply(successType('getSmartAccountEnabledNetworks'), { smartAccountEnabledNetworks: [1, 8453] })).ok).toBe(true);
    expect(parseFrameReply(reply(successType('updateEmail'), { action: 'VERIFY_SECONDARY_OTP' })).ok).toBe(true);
    expect(parseFrameReply(reply(successType('updateEmailSecondaryOtp'), { newEmail: 'n@b.co' })).ok).toBe(true);
    expect(parseFrameReply(reply(successType('getFarcasterUri'), { url: 'https://warpcast.com/x' })).ok).toBe(true);
    expect(parseFrameReply(reply(successType('rpcRequest'), '0xabc'))).toMatchObject({ ok: true, value: { payload: '0xabc' } });
    expect(parseFrameReply(reply(successType('signOut')))).toMatchObject({ ok: true });
  });
  it('reads error replies with or without a message', () => {
    expect(parseFrameReply(reply(errorType('connectOtp'), { message: 'Invalid code' }))).toMatchObject({ ok: true, value: { ok: false, payload: { message: 'Invalid code' } } });
    expect(parseFrameReply(reply(errorType('connectOtp')))).toMatchObject({ ok: true, value: { ok: false } });
  });
  it('refuses unknown types and payloads that do not match', () => {
    expect(parseFrameReply(reply(successType('connectEmail'), { action: 'HACK' })).ok).toBe(false);
    expect(parseFrameReply(reply('@w3m-frame/NOPE_SUCCESS', {})).ok).toBe(false);
    expect(parseFrameReply(reply('@w3m-frame/CONNECT_EMAIL', {})).ok).toBe(false);
    fc.assert(fc.property(fc.anything(), (value) => typeof parseFrameReply(value).ok === 'boolean'));
  });
  it('reads the ready and session-update events', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/READY' }).ok).toBe(true);
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'abc' } }).ok).toBe(true);
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: {} }).ok).toBe(false);
  });
  it('spares only read-only requests when aborting (spec §4)', () => {
    expect(isReadOnlyFrameRequest('getUser')).toBe(true);
    expect(isReadOnlyFrameRequest('rpcRequest')).toBe(false);
  });
});
