import { defineEntry } from './catalogue-entry.ts';

/** Spec §8 SIWX errors, to the letter (including the spec's "trying initialize"). */
export const SIWX_ERRORS = {
  SIWX_INITIALIZE_FAILED: defineEntry('siwx', 'SIWX_INITIALIZE_FAILED', 'A problem occurred while trying initialize authentication'),
  SIWX_SIGNATURE_DECLINED: defineEntry('siwx', 'SIWX_SIGNATURE_DECLINED', 'Signature declined', 'USER_REJECTED'),
  SIWX_SMART_ACCOUNT_UNSUPPORTED: defineEntry('siwx', 'SIWX_SMART_ACCOUNT_UNSUPPORTED',
    'This application might not support Smart Accounts'),
  SIWX_NOT_ENABLED: defineEntry('siwx', 'SIWX_NOT_ENABLED', 'SIWX is not enabled', 'CONFIGURATION'),
  SIWX_NO_ACTIVE_CAIP_ADDRESS: defineEntry('siwx', 'SIWX_NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'),
  SIWX_NO_ACTIVE_NETWORK: defineEntry('siwx', 'SIWX_NO_ACTIVE_NETWORK', 'No ActiveCaipNetwork or client found'),
  SIWX_NO_CONNECTION_CLIENT: defineEntry('siwx', 'SIWX_NO_CONNECTION_CLIENT', 'No ConnectionController client found'),
} as const;
