import { describe, expect, it } from 'vitest';
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID, connectionKindOf } from '../connectors/connector-ids.ts';
import { chainsToDisconnect } from './disconnect-plan.ts';

const ALL = ['eip155', 'solana', 'bip122'] as const;

describe('chainsToDisconnect', () => {
  it('takes every chain when no namespace is given', () => {
    expect(chainsToDisconnect(undefined, {}, ALL)).toEqual(ALL);
  });

  it('takes only that chain for an ordinary wallet', () => {
    expect(chainsToDisconnect('eip155', { eip155: 'io.metamask', solana: 'app.phantom' }, ALL)).toEqual(['eip155']);
  });

  it('cascades to the chains sharing the WalletConnect pairing', () => {
    const ids = { eip155: WALLET_CONNECT_CONNECTOR_ID, solana: WALLET_CONNECT_CONNECTOR_ID, bip122: 'xverse' };
    expect(chainsToDisconnect('solana', ids, ALL)).toEqual(['solana', 'eip155']);
  });

  it('cascades to the chains sharing the auth connector', () => {
    const ids = { eip155: AUTH_CONNECTOR_ID, solana: AUTH_CONNECTOR_ID, bip122: WALLET_CONNECT_CONNECTOR_ID };
    expect(chainsToDisconnect('eip155', ids, ALL)).toEqual(['eip155', 'solana']);
  });

  it('names the connection kind from the connector id', () => {
    expect(connectionKindOf(WALLET_CONNECT_CONNECTOR_ID)).toBe('WALLET_CONNECT');
    expect(connectionKindOf(AUTH_CONNECTOR_ID)).toBe('AUTH');
    expect(connectionKindOf(undefined)).toBe('WALLET');
  });
});
