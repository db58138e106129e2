import { AllWalletsService } from './all-wallets/index.ts';
import { BalanceService } from './balances/index.ts';
import { ChainChoiceService, ConnectionService } from './connect/index.ts';
import { EmailLoginService, EmbeddedSessionService, SocialLoginService } from './embedded/index.ts';
import { HostCommandsService } from './services/host-commands.service.ts';
import { ModalService } from './services/modal.service.ts';
import { NetworkService } from './network/index.ts';
import { OriginCheckService } from './origin-check/index.ts';
import { WalletConnectService } from './walletconnect/index.ts';
import { ThemeService } from './theme/index.ts';
import { token } from './token.ts';
import { ConnectorService } from './wallets/index.ts';

/**
 * The commands the facade offers besides the flows, by capability: the one list of what an instance can
 * do. The composition root fills it from the capabilities it built; the facade only forwards to it.
 */
export interface Capabilities {
  readonly modal: ModalService;
  readonly connection: ConnectionService;
  readonly chainChoice: ChainChoiceService;
  readonly connectors: ConnectorService;
  readonly network: NetworkService;
  readonly balances: BalanceService;
  readonly theme: ThemeService;
  readonly host: HostCommandsService;
  readonly allWallets: AllWalletsService;
  readonly originCheck: OriginCheckService;
  readonly walletConnect: WalletConnectService;
  readonly embedded: EmbeddedSessionService;
  readonly emailLogin: EmailLoginService;
  readonly socialLogin: SocialLoginService;
}

/** Where each entry of the list comes from: the container resolves each by its class. */
export const CAPABILITY_CLASSES = {
  modal: ModalService,
  connection: ConnectionService,
  chainChoice: ChainChoiceService,
  connectors: ConnectorService,
  network: NetworkService,
  balances: BalanceService,
  theme: ThemeService,
  host: HostCommandsService,
  allWallets: AllWalletsService,
  originCheck: OriginCheckService,
  walletConnect: WalletConnectService,
  embedded: EmbeddedSessionService,
  emailLogin: EmailLoginService,
  socialLogin: SocialLoginService,
} as const satisfies { readonly [Name in keyof Capabilities]: abstract new (...args: never[]) => Capabilities[Name] };

export type { AllWalletsService, ChainChoiceService, HostCommandsService, WalletConnectService };

export const CAPABILITIES = token<Capabilities>('Capabilities');
