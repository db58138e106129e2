import { displayName } from '../../domain/format/display-name.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';

/** Who an address is, as the account's views show it: either part may be missing. */
export interface AccountIdentity {
  /** The registered name, else the identity's name; already stripped for display. */
  readonly name: string | undefined;
  /** The identity's avatar, only when an `<img>` may load it. */
  readonly avatar: string | undefined;
}

export const NO_IDENTITY: AccountIdentity = Object.freeze({ name: undefined, avatar: undefined });

/** The names flow's lookups (in the modal's tree, or through the instance for the page's buttons). */
export interface IdentityLookups {
  identity(address: string): Promise<{ readonly name: string | null; readonly avatar: string | null } | undefined>;
  nameOf(address: string): Promise<string | undefined>;
}

/**
 * Both lookups at once (each cached 5 minutes by the names flow). A name the visitor registered here
 * wins over the identity's, which may lag behind it. A failed lookup counts as none: a name decorates
 * the account, it never keeps it from showing.
 */
export async function resolveAccountIdentity(lookups: IdentityLookups, address: string): Promise<AccountIdentity> {
  const [identity, registered] = await Promise.all([
    lookups.identity(address).catch(() => undefined),
    lookups.nameOf(address).catch(() => undefined),
  ]);
  const name = [registered, identity?.name].map((candidate) => (typeof candidate === 'string' ? displayName(candidate) : '')).find((shown) => shown !== '');
  return { name, avatar: displayableImageUrl(identity?.avatar) };
}
