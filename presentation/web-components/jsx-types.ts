import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ChainNamespace } from '../../domain/caip/caip.ts';

// `| undefined` on each attribute: an app with exactOptionalPropertyTypes may pass a value that can be absent.

/** `<appkit-connect-button>` and `<w3m-connect-button>`. */
export interface ConnectButtonAttributes {
  /** The button's size; `md` by default. */
  size?: 'md' | 'sm' | undefined;
  /** Default "Connect Wallet". */
  label?: string | undefined;
  /** Shown while the account is connecting; default "Connecting...". */
  loadingLabel?: string | undefined;
  /** Opens the modal on this namespace's wallets, and follows that namespace's account. */
  namespace?: ChainNamespace | undefined;
  /** Greys the button out; a press does nothing. */
  disabled?: boolean | undefined;
}

/** `<appkit-account-button>` and `<w3m-account-button>`. */
export interface AccountButtonAttributes {
  /** Greys the button out; a press does nothing. */
  disabled?: boolean | undefined;
  /** Whether the native balance shows beside the address; `show` by default. */
  balance?: 'show' | 'hide' | undefined;
  /** Characters of the address kept at the start (4) and at the end (6). */
  charsStart?: number | undefined;
  /** Characters of the address kept at the end (6 by default). */
  charsEnd?: number | undefined;
  /** Follows this namespace's account instead of the active one. */
  namespace?: ChainNamespace | undefined;
}

/** `<appkit-network-button>` and `<w3m-network-button>`. */
export interface NetworkButtonAttributes {
  /** Greys the button out; a press does nothing. */
  disabled?: boolean | undefined;
  /** Shown while no network is active, instead of "Select Network". */
  label?: string | undefined;
}

/** `<appkit-button>` and `<w3m-button>`: the connect button's attributes and the account button's. */
export interface AppKitButtonAttributes extends ConnectButtonAttributes, AccountButtonAttributes {}

type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

interface WalletportElements {
  'appkit-button': ElementProps<AppKitButtonAttributes>;
  'appkit-connect-button': ElementProps<ConnectButtonAttributes>;
  'appkit-account-button': ElementProps<AccountButtonAttributes>;
  'appkit-network-button': ElementProps<NetworkButtonAttributes>;
  'w3m-button': ElementProps<AppKitButtonAttributes>;
  'w3m-connect-button': ElementProps<ConnectButtonAttributes>;
  'w3m-account-button': ElementProps<AccountButtonAttributes>;
  'w3m-network-button': ElementProps<NetworkButtonAttributes>;
}

// React 19 (and 18.3) read the elements of JSX from React.JSX; React 18 before 18.3 from the global JSX.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends WalletportElements {}
  }
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends WalletportElements {}
  }
}
