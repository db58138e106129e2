import { describe, it, expect } from 'vitest';
import { INITIAL_CONNECTION_STATE, resetConnection } from './connection-state.ts';
import { statusAtStart } from './connection-status.ts';
import { needsSiwxSignature, siwxCancelPlan, usesUniversalProviderSiwx, type SiwxSession } from '../siwx/siwx.ts';
import { CLOSED_SNACKBAR, snackbarShowPlan } from '../snackbar/snackbar.ts';
import { themeSyncPayload } from '../theme/theme.ts';

describe('connection', () => {
  it('turns a saved connected status into connecting at start', () => {
    expect(statusAtStart('connected')).toBe('connecting');
    expect(statusAtStart(undefined)).toBe('disconnected');
  });
  it('resets the URI, expiry, linking and recent wallet and sets disconnected', () => {
    const busy = { ...INITIAL_CONNECTION_STATE, wcUri: 'wc:1', wcPairingExpiry: 5, wcLinking: { name: 'x', href: 'y' }, recentWallet: { id: 'a', name: 'A' }, status: 'connected' as const };
    expect(resetConnection(busy)).toEqual({ ...INITIAL_CONNECTION_STATE });
  });
});

describe('SIWX', () => {
  const session = { data: { accountAddress: '0xABC' }, message: 'm', signature: 's' } as unknown as SiwxSession;
  it('asks for a signature when no session exists for the address', () => {
    expect(needsSiwxSignature([session], '0xabc')).toBe(false);
    expect(needsSiwxSignature([session], '0xdef')).toBe(true);
  });
  it('cancelling disconnects if sign-in is required, else closes; both reset to Connect', () => {
    expect(siwxCancelPlan(true)).toEqual({ disconnect: true, close: false, resetTo: 'Connect' });
    expect(siwxCancelPlan(false)).toEqual({ disconnect: false, close: true, resetTo: 'Connect' });
  });
  it('uses the universal provider only when all chains are eip155', () => {
    expect(usesUniversalProviderSiwx(['eip155', 'eip155'])).toBe(true);
    expect(usesUniversalProviderSiwx(['eip155', 'solana'])).toBe(false);
    expect(usesUniversalProviderSiwx([])).toBe(false);
  });
});

describe('snackbar and theme', () => {
  it('closes an open snackbar first and shows the next 150 ms later', () => {
    expect(snackbarShowPlan({ ...CLOSED_SNACKBAR, open: true })).toEqual({ closeFirst: true, delayMs: 150 });
    expect(snackbarShowPlan(CLOSED_SNACKBAR)).toEqual({ closeFirst: false, delayMs: 0 });
  });
  it('defaults the theme mode to dark in the sync payload', () => {
    expect(themeSyncPayload({})).toEqual({ themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} });
  });
});
