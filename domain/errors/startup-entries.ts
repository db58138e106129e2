import { defineEntry } from './catalogue-entry.ts';
import { knowCatalogueCodes } from './catalogue-codes.ts';

/**
 * The catalogue entries the page's first script can throw or show before the core has loaded (an
 * option mistake in createAppKit, a hook before it, a destroyed instance, a wrong argument, the core or
 * the modal failing to load under a click): in a module of their own, so that script does not carry
 * every text of the catalogue, which lists them with the rest.
 */
export const STARTUP_ERRORS = {
  SIWE_AND_SIWX: defineEntry('internal', 'SIWE_AND_SIWX', 'Cannot set both `siweConfig` and `siwx` options', 'CONFIGURATION'),
  INSTANCE_DESTROYED: defineEntry('internal', 'INSTANCE_DESTROYED', 'This walletport instance was destroyed; call createAppKit again.'),
  INVALID_ARGUMENT: defineEntry('internal', 'INVALID_ARGUMENT', '{name} needs {expected}', 'VALIDATION'),
  INVALID_CAIP: defineEntry('internal', 'INVALID_CAIP', 'Invalid CAIP {kind} "{value}": {reason}', 'VALIDATION'),
  UNSUPPORTED_CHAIN: defineEntry('internal', 'UNSUPPORTED_CHAIN', 'Unsupported chain'),
  NETWORK_NOT_FOUND: defineEntry('internal', 'NETWORK_NOT_FOUND', 'Network not found'),
  // Shown in the dialog a click opens while the modal loads, beside Try again: short, and no jargon.
  MODAL_LOAD_FAILED: defineEntry('remote', 'MODAL_LOAD_FAILED', 'Could not load the wallet window. Check your connection.', 'API_ERROR'),
  HOOK_BEFORE_CREATE: defineEntry('embedded', 'HOOK_BEFORE_CREATE', 'Please call createAppKit before using useAppKit hook', 'CONFIGURATION'),
} as const;

knowCatalogueCodes(Object.keys(STARTUP_ERRORS));
