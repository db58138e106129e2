/**
 * The part of oidc-provider 8 (which ships no types) that the local OpenID provider stand-in uses.
 * Written from the library's lib/provider.js and lib/helpers/interaction_policy; values it hands over
 * that the stand-in does not read are `unknown`.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionResults {
    readonly login?: { readonly accountId: string };
    readonly consent?: { readonly grantId?: string };
    readonly error?: string;
    readonly error_description?: string;
  }

  export interface OidcContext {
    readonly oidc: {
      readonly result?: InteractionResults;
      readonly client?: { readonly clientId: string };
      readonly provider: Provider;
    };
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: {
      readonly name: string;
      readonly details: {
        readonly missingOIDCScope?: readonly string[];
        readonly missingOIDCClaims?: readonly string[];
      };
    };
    readonly params: Readonly<Record<string, unknown>>;
    readonly session?: { readonly accountId?: string };
    readonly grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    save(): Promise<string>;
  }

  export interface Account {
    readonly accountId: string;
    claims(use: string, scope: string): Readonly<Record<string, unknown>> | Promise<Readonly<Record<string, unknown>>>;
  }

  export class Check {
    constructor(reason: string, description: string, error: string, check: (ctx: OidcContext) => boolean | Promise<boolean>);
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    readonly name: string;
    readonly checks: Check[];
  }

  export const interactionPolicy: {
    readonly Check: typeof Check;
    base(): Prompt[] & { get(name: string): Prompt | undefined };
  };

  export interface Configuration {
    readonly clients?: readonly Readonly<Record<string, unknown>>[];
    readonly claims?: Readonly<Record<string, readonly string[]>>;
    readonly cookies?: { readonly keys: readonly string[] };
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>;
    readonly findAccount?: (ctx: OidcContext, id: string) => Account | undefined | Promise<Account | undefined>;
    readonly interactions?: {
      readonly policy?: readonly Prompt[];
      readonly url?: (ctx: OidcContext, interaction: Interaction) => string;
    };
    readonly jwks?: { readonly keys: readonly Readonly<Record<string, unknown>>[] };
    readonly loadExistingGrant?: (ctx: OidcContext) => Promise<unknown>;
    readonly pkce?: { readonly required?: () => boolean };
    readonly ttl?: Readonly<Record<string, number>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: InteractionResults,
      options?: { readonly mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
