import type { ComponentType } from 'react';
import type { View } from '../../domain/routing/views.ts';
import { AccountView } from '../views/AccountView.tsx';
import { ConnectView } from '../views/ConnectView.tsx';
import { ConnectingExternalView } from '../views/ConnectingExternalView.tsx';
import { UnsupportedChainView } from '../views/UnsupportedChainView.tsx';
import { NetworksView } from '../views/NetworksView.tsx';
import { SiwxSignView } from '../views/SiwxSignView.tsx';
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView.tsx';
import { ApproveTransactionView, EmailVerifyDeviceView, EmailVerifyOtpView } from '../views/EmailVerifyViews.tsx';
import { RegisterAccountNameSuccessView, RegisterAccountNameView } from '../views/RegisterNameViews.tsx';
import { ConnectingFarcasterView } from '../views/ConnectingFarcasterView.tsx';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView, UpdateEmailWalletView } from '../views/UpdateEmailViews.tsx';
import { ConnectingSiweView } from '../views/ConnectingSiweView.tsx';
import { lazyView } from './lazy-view.tsx';

/**
 * The feature views and the explainers load on first use (their own chunks); the views a visitor
 * meets while connecting are in the modal's chunk, so the first view opens in the click's frame.
 */
const LAZY_VIEWS = {
  // The directory's virtual grid brings its list library: fetched when the visitor first asks for every wallet.
  AllWallets: lazyView(() => import('../views/AllWalletsView.tsx').then((module) => module.AllWalletsView)),
  WalletSend: lazyView(() => import('../views/SendView.tsx').then((module) => module.SendView)),
  WalletReceive: lazyView(() => import('../views/ReceiveView.tsx').then((module) => module.ReceiveView)),
  Transactions: lazyView(() => import('../views/TransactionsView.tsx').then((module) => module.TransactionsView)),
  WhatIsAWallet: lazyView(() => import('../views/WhatIsAWalletView.tsx').then((module) => module.WhatIsAWalletView)),
  WhatIsANetwork: lazyView(() => import('../views/WhatIsANetworkView.tsx').then((module) => module.WhatIsANetworkView)),
  Swap: lazyView(() => import('../views/SwapView.tsx').then((module) => module.SwapView)),
  OnRampProviders: lazyView(() => import('../views/OnrampView.tsx').then((module) => module.OnrampView)),
  Pay: lazyView(() => import('../views/PayView.tsx').then((module) => module.PayView)),
} satisfies Partial<Record<View, ComponentType>>;

const EAGER_VIEWS: Readonly<Record<Exclude<View, keyof typeof LAZY_VIEWS>, ComponentType>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  UnsupportedChain: UnsupportedChainView,
  Networks: NetworksView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectView,
  ConnectingSiwe: ConnectingSiweView,
  SIWXSignMessage: SiwxSignView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ApproveTransaction: ApproveTransactionView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  ConnectingFarcaster: ConnectingFarcasterView,
};

const VIEW_COMPONENTS: Readonly<Record<View, ComponentType>> = { ...EAGER_VIEWS, ...LAZY_VIEWS };

export function ViewSwitch({ view }: { readonly view: View }) {
  const Component = VIEW_COMPONENTS[view];
  return <Component />;
}
