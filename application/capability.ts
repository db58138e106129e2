import { token, type Token } from './token.ts';

/** What a capability may be built from: a port or the runtime (by token), or another capability. */
export type Need = Token<unknown> | CapabilityDefinition<object>;

/** The value a need resolves to: the token's type, or the other capability's parts. */
export type Resolved<N> = N extends CapabilityDefinition<infer Parts> ? Parts : N extends Token<infer Value> ? Value : never;

export type ResolvedNeeds<Needs> = { readonly [Name in keyof Needs]: Resolved<Needs[Name]> };

/**
 * A capability as the container sees it: what it needs, named once, and how its parts are built from
 * those. Its parts (state, commands, the services other capabilities call) are whatever `build` returns,
 * so they are declared in one place; the composition root resolves `needs` and calls `build` once per
 * instance.
 */
export interface CapabilityDefinition<Parts extends object, Needs extends Readonly<Record<string, Need>> = Readonly<Record<string, Need>>> {
  readonly name: string;
  readonly token: Token<Parts>;
  readonly needs: Needs;
  build(needs: ResolvedNeeds<Needs>): Parts;
}

/** The parts a definition builds: `type Send = CapabilityParts<typeof Send>`. */
export type CapabilityParts<Definition> = Definition extends CapabilityDefinition<infer Parts> ? Parts : never;

export function defineCapability<const Needs extends Readonly<Record<string, Need>>, Parts extends object>(
  name: string,
  needs: Needs,
  build: (needs: ResolvedNeeds<Needs>) => Parts,
): CapabilityDefinition<Parts, Needs> {
  return { name, token: token<Parts>(`capability.${name}`), needs, build };
}

/** A need's token as the container knows it. */
export function tokenOf(need: Need): Token<unknown> {
  return typeof need === 'symbol' ? need : need.token;
}
