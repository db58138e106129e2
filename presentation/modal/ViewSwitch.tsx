import type { View } from '../../domain/routing/views.ts';
import { AccountView } from '../views/AccountView.tsx';
import { ConnectView } from '../views/ConnectView.tsx';
import { ConnectingExternalView } from '../views/ConnectingExternalView.tsx';
import { UnsupportedChainView } from '../views/UnsupportedChainView.tsx';
import { NetworksView } from '../views/NetworksView.tsx';
import { SiwxSignView } from '../views/SiwxSignView.tsx';
import { SendView } from '../views/SendView.tsx';
import { AllWalletsView } from '../views/AllWalletsView.tsx';
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView.tsx';
import { ApproveTransactionView, EmailVerifyDeviceView, EmailVerifyOtpView } from '../views/EmailVerifyViews.tsx';
import { RegisterAccountNameSuccessView, RegisterAccountNameView } from '../views/RegisterNameViews.tsx';
import { ConnectingFarcasterView } from '../views/ConnectingFarcasterView.tsx';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView, UpdateEmailWalletView } from '../views/UpdateEmailViews.tsx';

export function ViewSwitch({ view }: { readonly view: View }) {
  switch (view) {
    case 'Connect':
      return <ConnectView />;
    case 'ConnectingExternal':
      return <ConnectingExternalView />;
    case 'Account':
      return <AccountView />;
    case 'UnsupportedChain':
      return <UnsupportedChainView />;
    case 'Networks':
      return <NetworksView />;
    case 'AllWallets':
      return <AllWalletsView />;
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectView />;
    case 'WalletSend':
      return <SendView />;
    case 'SIWXSignMessage':
      return <SiwxSignView />;
    case 'EmailVerifyOtp':
      return <EmailVerifyOtpView />;
    case 'EmailVerifyDevice':
      return <EmailVerifyDeviceView />;
    case 'ApproveTransaction':
      return <ApproveTransactionView />;
    case 'RegisterAccountName':
      return <RegisterAccountNameView />;
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccessView />;
    case 'UpdateEmailWallet':
      return <UpdateEmailWalletView />;
    case 'UpdateEmailPrimaryOtp':
      return <UpdateEmailPrimaryOtpView />;
    case 'UpdateEmailSecondaryOtp':
      return <UpdateEmailSecondaryOtpView />;
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView />;
    default:
      // Views this version does not render yet: say so plainly.
      return (
        <p className="wp-muted" data-testid="wp-unavailable-view">
          This screen is not available in this version of walletport.
        </p>
      );
  }
}
