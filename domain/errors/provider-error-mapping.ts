import type { AlertCode } from './alerts.ts';

/** Provider error messages that raise an alert instead of a plain error. */
export const PROVIDER_ERROR_ALERTS = [
  { message: 'Unauthorized: origin not allowed', alert: 'INVALID_APP_CONFIGURATION' },
  { message: 'JWT validation error: JWT Token is not yet valid', alert: 'JWT_TOKEN_NOT_VALID' },
  { message: 'Unauthorized: invalid key', alert: 'INVALID_PROJECT_ID' },
] as const satisfies readonly { readonly message: string; readonly alert: AlertCode }[];

/**
 * The alert a provider error maps to, if any. Providers wrap the text ("Error: Unauthorized: invalid key (4001)"),
 * so the known text is looked for inside the message.
 */
export function alertForProviderError(error: unknown): AlertCode | undefined {
  const message = messageOf(error);
  if (message === undefined) return undefined;
  return PROVIDER_ERROR_ALERTS.find((mapping) => message.includes(mapping.message))?.alert;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  try {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
