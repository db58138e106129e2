import { isPreferredAccountType } from '../../domain/account/account-types.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';

/** At most this many smart-account networks are kept (the frame schema's own bound). */
const MAX_NETWORKS = 1_000;

/**
 * The auth provider's user, checked field by field: it crosses a window boundary, so a missing address is
 * no user and malformed optional fields are dropped. Throwing getters and proxies read as no user.
 */
export function readEmbeddedUser(value: unknown): EmbeddedWalletUser | undefined {
  try {
    if (typeof value !== 'object' || value === null) return undefined;
    const user = value as Record<string, unknown>;
    const { address, chainId, accounts, preferredAccountType, smartAccountDeployed, email, userName } = user;
    if (typeof address !== 'string' || address.length === 0) return undefined;
    const entries = Array.isArray(accounts)
      ? accounts.flatMap((entry: unknown) => {
          const item = entry as { address?: unknown; type?: unknown } | null;
          return typeof item?.address === 'string' && isPreferredAccountType(item.type) ? [{ address: item.address, type: item.type }] : [];
        })
      : [];
    return {
      address,
      chainId: typeof chainId === 'string' || typeof chainId === 'number' ? chainId : '',
      smartAccountDeployed: smartAccountDeployed === true,
      ...(entries.length > 0 ? { accounts: entries } : {}),
      ...(isPreferredAccountType(preferredAccountType) ? { preferredAccountType } : {}),
      ...(typeof email === 'string' || email === null ? { email } : {}),
      ...(typeof userName === 'string' || userName === null ? { userName } : {}),
    };
  } catch {
    return undefined;
  }
}

/** eip155 chain ids; anything else in the answer is dropped, garbage reads as an empty list. */
export function readSmartAccountNetworks(value: unknown): readonly number[] {
  try {
    if (!Array.isArray(value)) return [];
    return value.filter((id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0).slice(0, MAX_NETWORKS);
  } catch {
    return [];
  }
}
