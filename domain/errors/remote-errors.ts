import { defineEntry } from './catalogue-entry.ts';
import { STARTUP_ERRORS } from './startup-entries.ts';

/**
 * Failures of a remote call: a status answer reads 'HTTP status code: N'; the others use
 * walletport's wording. All are API errors for telemetry.
 */
export const REMOTE_ERRORS = {
  HTTP_STATUS: defineEntry('remote', 'HTTP_STATUS', 'HTTP status code: {status}', 'API_ERROR'),
  HTTP_RPC: defineEntry('remote', 'HTTP_RPC', 'RPC error code: {code}', 'API_ERROR'),
  HTTP_NETWORK: defineEntry('remote', 'HTTP_NETWORK', 'Network request failed', 'API_ERROR'),
  HTTP_TIMEOUT: defineEntry('remote', 'HTTP_TIMEOUT', 'Request timed out', 'API_ERROR'),
  HTTP_ABORTED: defineEntry('remote', 'HTTP_ABORTED', 'Request was aborted', 'API_ERROR'),
  HTTP_INVALID_BODY: defineEntry('remote', 'HTTP_INVALID_BODY', 'Invalid response body', 'API_ERROR'),
  HTTP_TOO_LARGE: defineEntry('remote', 'HTTP_TOO_LARGE', 'Response too large', 'API_ERROR'),
  // The page's first script shows this one, so it is written with the startup entries.
  MODAL_LOAD_FAILED: STARTUP_ERRORS.MODAL_LOAD_FAILED,
  ERROR_FETCHING_IDENTITY: defineEntry('remote', 'ERROR_FETCHING_IDENTITY', 'Error fetching identity', 'API_ERROR'),
} as const;
