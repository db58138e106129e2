import { describe, it, expect } from 'vitest';
import { closeDecision, type CloseContext } from './closing.ts';

const base: CloseContext = { view: 'Account', force: false, embeddedMode: false, connected: true, signInRequired: false, hasSession: false };

describe('closing rules', () => {
  it('blocks closing on ApproveTransaction unless forced', () => {
    expect(closeDecision({ ...base, view: 'ApproveTransaction' })).toEqual({ type: 'blocked', reason: 'approveTransaction' });
    expect(closeDecision({ ...base, view: 'ApproveTransaction', force: true }).type).toBe('close');
  });
  it('blocks sign and approve views when sign-in is required and there is no session', () => {
    expect(closeDecision({ ...base, view: 'SIWXSignMessage', signInRequired: true })).toEqual({ type: 'blocked', reason: 'signInRequired' });
    expect(closeDecision({ ...base, view: 'SIWXSignMessage', signInRequired: true, hasSession: true }).type).toBe('close');
    expect(closeDecision({ ...base, view: 'SIWXSignMessage', signInRequired: false }).type).toBe('close');
    expect(closeDecision({ ...base, view: 'Account', signInRequired: true }).type).toBe('close');
  });
  it('shows Account if connected, otherwise Connect, in embedded mode', () => {
    expect(closeDecision({ ...base, embeddedMode: true })).toEqual({ type: 'showView', view: 'Account' });
    expect(closeDecision({ ...base, embeddedMode: true, connected: false })).toEqual({ type: 'showView', view: 'Connect' });
  });
  it('resets the pairing URI when it closes', () => {
    expect(closeDecision(base)).toEqual({ type: 'close', resetPairingUri: true });
  });
});
