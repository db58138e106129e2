/**
 * The origin-check capability: `OriginCheckService` checks the page origin against the project's allowed
 * origins before the e-mail and social logins are offered. Other layers import from here.
 */
export { OriginCheck, OriginCheckService, originCheckFeatures } from './origin-check.service.ts';
export type { OriginCheckResult } from './origin-check.service.ts';
