import { defineEntry } from './catalogue-entry.ts';

/**
 * Alerts, each with its code and title. Where the spec gives a title it is used to the letter;
 * the spec shows no body texts, so the messages are walletport's own wording. INVALID_APP_CONFIGURATION's
 * title is the one a 403 analytics answer raises ('A 403 answer raises the one-time alert "Invalid App Configuration"').
 */
export const ALERTS = {
  SWITCH_NETWORK_NOT_FOUND: defineEntry('alert', 'SWITCH_NETWORK_NOT_FOUND',
    "Network not found. Make sure it is included in the 'networks' option.", 'CONFIGURATION', { title: 'Network Not Found' }),
  INVALID_APP_CONFIGURATION: defineEntry('alert', 'INVALID_APP_CONFIGURATION',
    "This origin is not in the project's allowed-origins list. Add it to your project's allowlist.", 'CONFIGURATION',
    { title: 'Invalid App Configuration' }),
  IFRAME_LOAD_FAILED: defineEntry('alert', 'IFRAME_LOAD_FAILED',
    'There was an issue loading the embedded wallet. Please try again later.', 'INTERNAL_SDK_ERROR',
    { title: 'Network Error - Could not load embedded wallet' }),
  IFRAME_REQUEST_TIMEOUT: defineEntry('alert', 'IFRAME_REQUEST_TIMEOUT',
    'There was an issue with a request to the embedded wallet. Please try again later.', 'INTERNAL_SDK_ERROR',
    { title: 'Embedded Wallet Request Timed Out' }),
  UNVERIFIED_DOMAIN: defineEntry('alert', 'UNVERIFIED_DOMAIN',
    'The embedded wallet could not load because this domain is not verified for the project.', 'CONFIGURATION',
    { title: 'Invalid App Configuration' }),
  JWT_TOKEN_NOT_VALID: defineEntry('alert', 'JWT_TOKEN_NOT_VALID',
    'The session is not valid yet. Please check your device time settings and connect again.', 'CONFIGURATION',
    { title: 'Session Expired' }),
  INVALID_PROJECT_ID: defineEntry('alert', 'INVALID_PROJECT_ID',
    'The project id was not recognised. Check `projectId` in your options.', 'CONFIGURATION',
    { title: 'Invalid App Configuration' }),
  PROJECT_ID_NOT_CONFIGURED: defineEntry('alert', 'PROJECT_ID_NOT_CONFIGURED',
    'Project ID is missing. Set `projectId` in createAppKit options.', 'CONFIGURATION', { title: 'Project ID Not Configured' }),
} as const;

export type AlertCode = keyof typeof ALERTS;

/** Timeout reasons reported by the embedded-wallet frame, and the alert each one raises. */
export const FRAME_TIMEOUT_REASONS = {
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
} as const satisfies Record<string, AlertCode>;

export type FrameTimeoutReason = keyof typeof FRAME_TIMEOUT_REASONS;

