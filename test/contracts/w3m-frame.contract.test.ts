import { describe, expect, it } from 'vitest';
import { W3mFrameConstants, W3mFrameSchema } from '@reown/appkit-wallet';
import { FRAME_READY, HOSTED_SECURE_SITE_URL, W3M_FRAME_PROTOCOL_VERSION, readFrameReady, readFrameReply, requestType, type FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import { FRAME_REQUEST_PAYLOADS, frameReplyType, readFrameRequest } from '../../domain/embedded/frame-requests.ts';
import { secureFrameAddress } from '../../infrastructure/embedded/secure-frame-address.ts';
import { W3M_ENVELOPE, W3M_NOT_USED, W3M_REQUESTS } from './w3m-frame.contract.ts';

const constants = W3mFrameConstants as unknown as Record<string, string>;
const entries = Object.entries(W3M_REQUESTS) as [FrameRequestKind, (typeof W3M_REQUESTS)[FrameRequestKind]][];
const appKits = entries.filter(([, entry]) => !entry.ours);
/** An id as AppKit's provider makes it (W3mFrameProvider.ts:645). */
const appKitId = (): string => Math.random().toString(36).substring(7) || 'k3j9x';

describe('the W3mFrame table against the installed @reown/appkit-wallet 1.7.6', () => {
  it('has AppKit\'s prefixes, READY type and version, and every request type AppKit defines', () => {
    expect(W3mFrameConstants.APP_EVENT_KEY).toBe(W3M_ENVELOPE.appPrefix);
    expect(W3mFrameConstants.FRAME_EVENT_KEY).toBe(W3M_ENVELOPE.framePrefix);
    expect(W3mFrameConstants.FRAME_READY).toBe(W3M_ENVELOPE.ready);
    for (const [, entry] of appKits) {
      expect(constants[`APP_${entry.type}`]).toBe(`@w3m-app/${entry.type}`);
      expect(constants[`FRAME_${entry.type}_SUCCESS`]).toBe(`@w3m-frame/${entry.type}_SUCCESS`);
      expect(constants[`FRAME_${entry.type}_ERROR`]).toBe(`@w3m-frame/${entry.type}_ERROR`);
    }
    const known = new Set([...entries.map(([, entry]) => entry.type), ...W3M_NOT_USED]);
    const appKitTypes = Object.keys(constants).filter((key) => key.startsWith('APP_') && key !== 'APP_EVENT_KEY').map((key) => key.slice(4));
    expect(appKitTypes.filter((type) => !known.has(type))).toEqual([]);
  });

  it('marks as walletport\'s own only what AppKit lacks', () => {
    for (const [, entry] of entries.filter(([, item]) => item.ours)) expect(constants[`APP_${entry.type}`]).toBeUndefined();
  });
});

describe('walletport speaks the table', () => {
  it('sends each request under AppKit\'s type and answers under AppKit\'s reply types', () => {
    for (const [kind, entry] of entries) {
      expect(requestType(kind)).toBe(`${W3M_ENVELOPE.appPrefix}${entry.type}`);
      expect(frameReplyType(kind, 'SUCCESS')).toBe(`${W3M_ENVELOPE.framePrefix}${entry.type}_SUCCESS`);
      expect(frameReplyType(kind, 'ERROR')).toBe(`${W3M_ENVELOPE.framePrefix}${entry.type}_ERROR`);
    }
  });

  it('its frame reads what AppKit\'s client sends, and AppKit\'s schema reads what walletport\'s client sends', () => {
    for (const [kind, entry] of appKits) {
      const message = { id: appKitId(), type: requestType(kind), ...(entry.samplePayload === undefined ? {} : { payload: entry.samplePayload }) };
      expect(W3mFrameSchema.appEvent.safeParse(message).success, kind).toBe(true);
      expect(readFrameRequest(message), kind).toMatchObject({ status: 'request', request: { id: message.id, kind } });
    }
    // AppKit leaves these optional; a frame reading AppKit's client must too.
    expect(readFrameRequest({ id: 'a1', type: requestType('getUser') })).toMatchObject({ status: 'request' });
    expect(readFrameRequest({ id: 'a1', type: requestType('syncTheme'), payload: {} })).toMatchObject({ status: 'request' });
    expect(readFrameRequest({ id: 'a1', type: requestType('syncDappData'), payload: { projectId: 'p' } })).toMatchObject({ status: 'request' });
    expect(Object.keys(FRAME_REQUEST_PAYLOADS).every((kind) => kind in W3M_REQUESTS)).toBe(true);
  });

  it('its client reads every answer AppKit\'s schema allows, optional fields present, absent and null', () => {
    for (const [kind, entry] of appKits) {
      const reply = { id: 'a1', type: frameReplyType(kind, 'SUCCESS'), ...(entry.sampleReply === undefined ? {} : { payload: entry.sampleReply }) };
      // INIT_SMART_ACCOUNT_SUCCESS is missing from AppKit 1.7.6's frame-event schema (W3mFrameSchema.ts:736).
      if (kind !== 'initSmartAccount') expect(W3mFrameSchema.frameEvent.safeParse(reply).success, kind).toBe(true);
      expect(readFrameReply(kind, reply), kind).toMatchObject({ ok: true });
      const error = { id: 'a1', type: frameReplyType(kind, 'ERROR'), payload: { message: 'No' } };
      expect(W3mFrameSchema.frameEvent.safeParse(error).success, kind).toBe(true);
      expect(readFrameReply(kind, error)).toEqual({ ok: false, message: 'No' });
    }
    const user = W3M_REQUESTS.getUser.sampleReply as Record<string, unknown>;
    for (const variant of [{ email: null }, { email: undefined }, { smartAccountDeployed: undefined }, { accounts: undefined }, { preferredAccountType: undefined }, { chainId: 'eip155:1' }]) {
      const payload = { ...user, ...variant };
      expect(W3mFrameSchema.frameEvent.safeParse({ id: 'a1', type: frameReplyType('getUser', 'SUCCESS'), payload }).success).toBe(true);
      expect(readFrameReply('getUser', { id: 'a1', type: frameReplyType('getUser', 'SUCCESS'), payload })).toMatchObject({ ok: true });
    }
  });

  it('announces READY as AppKit reads it and takes AppKit\'s READY with or without a version', () => {
    const ours = { type: FRAME_READY, payload: { version: W3M_FRAME_PROTOCOL_VERSION } };
    expect(W3mFrameSchema.frameEvent.safeParse(ours).success).toBe(true);
    expect(W3M_FRAME_PROTOCOL_VERSION).toBe(W3M_ENVELOPE.version);
    for (const ready of [ours, { type: FRAME_READY, payload: {} }]) expect(readFrameReady(ready)).toEqual({ status: 'ready' });
  });

  it('builds the frame address with AppKit\'s parameters, order and spelling', () => {
    expect(HOSTED_SECURE_SITE_URL).toBe(W3M_ENVELOPE.hostedSecureSiteUrl);
    const address = secureFrameAddress({ frameUrl: HOSTED_SECURE_SITE_URL, projectId: 'abc123', chainId: 1, enableLogger: true });
    expect(address).toBe(`${W3M_ENVELOPE.hostedSecureSiteUrl}?projectId=abc123&chainId=${W3M_ENVELOPE.defaultChainId}&version=4&enableLogger=true`);
    expect([...new URL(address).searchParams.keys()]).toEqual(W3M_ENVELOPE.urlParameters);
    expect(secureFrameAddress({ frameUrl: 'http://127.0.0.1:4010/frame', projectId: 'p', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', enableLogger: false }))
      .toBe('http://127.0.0.1:4010/frame?projectId=p&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&version=4&enableLogger=false');
  });
});
