import {
  CONNECTOR_GROUPS, CONNECT_METHODS, DEFAULT_FEATURES, SOCIAL_PROVIDERS, WALLET_FEATURES, type Features,
} from '../constants/features.ts';

const BOOLEAN_FEATURES = [
  'swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'history', 'analytics', 'allWallets', 'legalCheckbox',
  'smartSessions', 'collapseWallets', 'pay',
] as const satisfies readonly (keyof Features)[];

function listOf<T extends string>(value: unknown, allowed: readonly T[]): readonly T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.slice(0, 50).filter((item): item is T => typeof item === 'string' && (allowed as readonly string[]).includes(item));
  return [...new Set(items)];
}

/**
 * Feature defaults merged with the integrator's `features`. Each field is read on its own: a wrong
 * type falls back to that field's default without touching the others.
 */
export function resolveFeatures(input: unknown): Features {
  const given = readableFields(input);
  const resolved: { -readonly [K in keyof Features]: Features[K] } = { ...DEFAULT_FEATURES };
  for (const key of BOOLEAN_FEATURES) {
    const value = given[key];
    if (typeof value === 'boolean') resolved[key] = value;
  }
  if (given['socials'] === false) resolved.socials = false;
  else resolved.socials = listOf(given['socials'], SOCIAL_PROVIDERS) ?? DEFAULT_FEATURES.socials;
  resolved.walletFeaturesOrder = listOf(given['walletFeaturesOrder'], WALLET_FEATURES) ?? DEFAULT_FEATURES.walletFeaturesOrder;
  resolved.connectorTypeOrder = listOf(given['connectorTypeOrder'], CONNECTOR_GROUPS);
  resolved.connectMethodsOrder = listOf(given['connectMethodsOrder'], CONNECT_METHODS);
  return resolved;
}

/** Copies the known fields once, so a throwing getter or proxy trap yields defaults, not an exception. */
function readableFields(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null) return {};
  const fields: Record<string, unknown> = {};
  for (const key of [...BOOLEAN_FEATURES, 'socials', 'walletFeaturesOrder', 'connectorTypeOrder', 'connectMethodsOrder']) {
    try {
      fields[key] = (input as Record<string, unknown>)[key];
    } catch {
      // Unreadable field: left out, its default applies.
    }
  }
  return fields;
}
