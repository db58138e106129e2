import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
import type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';

export type { PreferredAccountType } from '../../domain/account/account-types.ts';
import type { PreferredAccountType } from '../../domain/account/account-types.ts';

/**
 * E-mail login: what the frame says the next step is (AppKit's names): `VERIFY_DEVICE` when the visitor
 * must approve this device from the link in the mail, `VERIFY_OTP` when the mailed code is awaited,
 * `CONNECT` when no further step is needed. Published as `FrameEmailLoginStep`, apart from the
 * e-mail login flow's own `EmailLoginStep`.
 */
export type EmailLoginStep = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/**
 * E-mail update: which code the frame waits for first (AppKit's names), the one mailed to the current
 * address or the one mailed to the new address. Published as `FrameEmailUpdateStep`, apart from the
 * e-mail update flow's own `EmailUpdateStep`.
 */
export type EmailUpdateStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/**
 * The embedded wallet's auth provider (the secure frame, spoken to by posted messages). Optional: without it the
 * AUTH connector does not exist and the flows that need it fail with the catalogue's message.
 */
export interface AuthProviderPort {
  /** The signed-in user on `chainId`, as the frame reports it; rejects when nobody is signed in. */
  getUser(input: {
    /** The chain asked about: an EIP-155 id, or a CAIP-2 reference on other families. */
    readonly chainId: string | number;
    /** The account type wanted, where the frame offers both. */
    readonly preferredAccountType?: PreferredAccountType;
  }): Promise<EmbeddedWalletUser>;
  /** Switches the embedded account between its EOA and its smart account. */
  setPreferredAccount(type: PreferredAccountType): Promise<void>;
  /** The EIP-155 chain ids where the embedded wallet offers a smart account. */
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>;
  /** Moves the embedded wallet to `chainId` (an EIP-155 id, or a CAIP-2 reference). */
  switchNetwork(chainId: string | number): Promise<void>;
  /** An RPC request through the frame (personal_sign, eth_sendTransaction, ...). */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  /** Signs the user out of the frame on this device. */
  signOut(): Promise<void>;
  /** Ends every session of the signed-in user, on every device; rejects when the server did not confirm it. */
  signOutEverywhere?(): Promise<void>;
  /** Rejects every pending request that is not read-only (a sign-out that times out aborts them). */
  abortPendingRequests?(): void;
  /** Reloads the frame (Farcaster reset) and re-syncs the dapp data. */
  reload(): Promise<void>;
  /** Theme sync payload, sent when the theme changes. */
  syncTheme?(payload: ThemeSyncPayload): Promise<void>;
  /** Loads the secure frame ahead of use (at start when e-mail login was used before). */
  preload?(): Promise<void>;
  // E-mail login; an auth provider without these offers no e-mail field.
  /** Starts the e-mail login: the frame mails a code or a device approval link and says which step is next. */
  connectEmail?(email: string): Promise<EmailLoginStep>;
  /** Resolves once the visitor approved this device from the link in the mail; rejects when it is not yet. */
  connectDevice?(): Promise<void>;
  /** Sends the one-time code from the mail; resolves once the user is signed in, rejects on a wrong code. */
  connectOtp?(otp: string): Promise<void>;
  /** Whether the frame holds a signed-in user; false also clears the cached login data. */
  isConnected?(): Promise<boolean>;
  // E-mail update: a code to the current address, then one to the new address.
  /** Starts changing the user's e-mail to `email`; says which code the frame waits for first. */
  updateEmail?(email: string): Promise<EmailUpdateStep>;
  /** Sends the code mailed to the current address. */
  updateEmailPrimaryOtp?(otp: string): Promise<void>;
  /** Resolves with the stored new e-mail. */
  updateEmailSecondaryOtp?(otp: string): Promise<string>;
  /** Shows the frame over the page while the visitor approves inside it (ApproveTransaction), or hides it. */
  setFrameVisible?(visible: boolean): void;
  /**
   * The frame's origin: the social sign-in window ends on it, and only its message (from that window)
   * may finish a sign-in. Undefined: the site's `frameUrl` origin.
   */
  readonly frameOrigin?: string;
  // Social login; an auth provider without these offers no social buttons.
  /** The provider's sign-in address, opened in the pop-up. */
  getSocialRedirectUri?(provider: OAuthSocialProvider): Promise<string>;
  /**
   * Finishes the sign-in with the `resultUri` the sign-in window posted (Reown's hosted site needs it;
   * walletport's frame uses the copy it received itself); resolves with the signed-in user.
   */
  connectSocial?(input: {
    /** The `resultUri` the sign-in window posted. */
    readonly uri: string;
    /** The account type wanted. */
    readonly preferredAccountType: PreferredAccountType;
  }): Promise<EmbeddedWalletUser>;
  // Farcaster login; an auth provider without these offers no Farcaster button.
  /** The Farcaster client's sign-in link (shown as a QR code). */
  getFarcasterUri?(): Promise<string>;
  /** Resolves once approved in Farcaster; rejects with the FARCASTER_NOT_APPROVED message while it is not yet. */
  connectFarcaster?(): Promise<FarcasterApproval>;
}

/**
 * A Farcaster approval: Reown's hosted site names the user only (AppKit then reads the user with
 * GET_USER); walletport's frame answers the whole user at once.
 */
export interface FarcasterApproval {
  /** The Farcaster username approved with; undefined when the frame names only the user. */
  readonly userName: string | undefined;
  /** The signed-in user, when the frame answers it at once; else undefined (then it is read with `getUser`). */
  readonly user: EmbeddedWalletUser | undefined;
}
