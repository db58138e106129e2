/**
 * The connect capability: connecting and restoring wallets per namespace, the chain-family choice, the
 * terms consent, disconnecting, and what the Connect view lists. Other layers import from here; the files
 * beside this one are its own.
 */
export { Connect, LegalConsent } from './connect.ts';
export type { LegalConsentState } from './connect.ts';
export { ConnectionService } from './connection.service.ts';
export type { AttachedSession } from './connection.service.ts';
export { ChainChoiceService } from './chain-choice.service.ts';
export { ChainDisconnectService } from './chain-disconnect.service.ts';
export { DisconnectService } from './disconnect.service.ts';
export { connectGroups, recentWalletsOnOpen } from './connect.ts';
export type { ConnectGroups } from './connect.ts';
