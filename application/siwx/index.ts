/**
 * The SIWX capabilities: the integrator's sessions (`SiwxSessions` over `SiwxSessionsService`, its own capability because the
 * higher-level disconnect clears them) and the sign-in (`SiwxFlow`, the capability definition, which builds
 * `SiwxSigner` and `SiwxService`). The state is the shared `siwx` slice (`SiwxStore`). Other layers import
 * from here, except connect, which imports the sessions' own file: the sign-in builds on connect.
 */
export { SiwxFlow } from './siwx.flow.ts';
export type { SiwxCommands } from './siwx.flow.ts';
export { SiwxSessions, SiwxSessionsService } from './siwx-sessions.service.ts';
export { SiwxService } from './siwx.service.ts';
export { SiwxSigner } from './siwx-signer.ts';
export type { SignMessage } from './siwx-signer.ts';
export type { SiwxDisconnects } from './siwx-disconnects.ts';
export { SiwxStore } from './siwx.store.ts';
export type { SiwxState } from './siwx.store.ts';
