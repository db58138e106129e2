import { defineEntry } from './catalogue-entry.ts';
import { STARTUP_ERRORS } from './startup-entries.ts';

/** Internal errors, to the letter. Name lookups talk to a remote API, hence API_ERROR. */
export const INTERNAL_ERRORS = {
  CHAIN_REQUIRED: defineEntry('internal', 'CHAIN_REQUIRED', 'Chain is required to update chain account data'),
  CHAIN_ADAPTER_NOT_FOUND: defineEntry('internal', 'CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'),
  NETWORK_CLIENT_NOT_SET: defineEntry('internal', 'NETWORK_CLIENT_NOT_SET', 'NetworkController client not set'),
  CONNECTION_CLIENT_NOT_SET: defineEntry('internal', 'CONNECTION_CLIENT_NOT_SET', 'ConnectionController client not set'),
  UNSUPPORTED_CHAIN: STARTUP_ERRORS.UNSUPPORTED_CHAIN,
  NETWORK_NOT_FOUND: STARTUP_ERRORS.NETWORK_NOT_FOUND,
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: defineEntry('internal', 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    'Address or auth connector not found'),
  ERROR_RESOLVING_NAME: defineEntry('internal', 'ERROR_RESOLVING_NAME', 'Error resolving name', 'API_ERROR'),
  ERROR_FETCHING_NAME_SUGGESTIONS: defineEntry('internal', 'ERROR_FETCHING_NAME_SUGGESTIONS', 'Error fetching name suggestions',
    'API_ERROR'),
  ERROR_FETCHING_NAMES_FOR_ADDRESS: defineEntry('internal', 'ERROR_FETCHING_NAMES_FOR_ADDRESS', 'Error fetching names for address',
    'API_ERROR'),
  ERROR_REGISTERING_NAME: defineEntry('internal', 'ERROR_REGISTERING_NAME', 'Error registering name {name}', 'API_ERROR'),
  FAILED_TO_DISCONNECT: defineEntry('internal', 'FAILED_TO_DISCONNECT', 'Failed to disconnect'),
  SWAPS_NETWORK_NOT_SUPPORTED: defineEntry('internal', 'SWAPS_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps'),
  GAS_PRICE_NETWORK_NOT_SUPPORTED: defineEntry('internal', 'GAS_PRICE_NETWORK_NOT_SUPPORTED', 'Network not supported for Gas Price'),
} as const;

/** Connection errors. The namespace-not-configured text is not in the spec: walletport wording. */
export const CONNECTION_ERRORS = {
  CONNECT_BEFORE_REQUEST: defineEntry('connection', 'CONNECT_BEFORE_REQUEST', 'Please call connect() before request()'),
  SIGN_CLIENT_NOT_INITIALIZED: defineEntry('connection', 'SIGN_CLIENT_NOT_INITIALIZED', 'Sign Client not initialized'),
  NAMESPACE_NOT_CONFIGURED: defineEntry('connection', 'NAMESPACE_NOT_CONFIGURED', 'Namespace {namespace} is not configured',
    'CONFIGURATION'),
  // What a visitor sees of a wallet's or a library's own error (walletport wording): their texts are
  // dumps for developers (a library's whole request and version), kept in the details for telemetry.
  SWITCH_DECLINED: defineEntry('connection', 'SWITCH_DECLINED', 'Network switch declined in the wallet. The network stays as it was.',
    'USER_REJECTED'),
  UNEXPECTED_ERROR: defineEntry('connection', 'UNEXPECTED_ERROR', 'Something went wrong. You can try again.'),
} as const;
