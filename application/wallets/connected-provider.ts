import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { WalletProvider } from '../ports/wallet-provider.ts';
import type { ConnectorService, SessionRegistry } from './wallets.ts';

/** Something that takes `personal_sign`: a wallet's provider or the embedded wallet's auth provider. */
export type MessageSigner = Pick<AuthProviderPort, 'request'>;

/**
 * The provider of the wallet connected in a namespace. A WalletConnect or embedded-wallet session's
 * provider lives in the session registry, an injected wallet's with its announced connector.
 */
export function connectedProvider(
  wallets: { readonly sessions: SessionRegistry; readonly connectors: ConnectorService },
  namespace: ChainNamespace,
  connectorId: string | undefined,
): WalletProvider | undefined {
  return wallets.sessions.provider(namespace) ?? (connectorId ? wallets.connectors.provider(connectorId, namespace) : undefined);
}

/**
 * Who signs for the embedded wallet: its session's provider when it has one (that provider opens
 * ApproveTransaction, so the frame is shown while the visitor decides), else the auth provider itself.
 */
export function embeddedWalletSigner<Auth extends AuthProviderPort | null>(sessions: SessionRegistry, auth: Auth, namespace: ChainNamespace): MessageSigner | Auth {
  return sessions.provider(namespace) ?? auth;
}
