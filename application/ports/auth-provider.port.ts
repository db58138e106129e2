import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
import type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';

export type PreferredAccountType = 'eoa' | 'smartAccount';

/** E-mail login: what the frame says the next step is. */
export type EmailLoginStep = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/** E-mail update: which code the frame waits for. */
export type EmailUpdateStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/**
 * The embedded wallet's auth provider (the secure frame, spoken to by posted messages). Optional: without it the
 * AUTH connector does not exist and the flows that need it fail with the catalogue's message.
 */
export interface AuthProviderPort {
  getUser(input: { readonly chainId: string | number; readonly preferredAccountType?: PreferredAccountType }): Promise<EmbeddedWalletUser>;
  setPreferredAccount(type: PreferredAccountType): Promise<void>;
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>;
  switchNetwork(chainId: string | number): Promise<void>;
  /** An RPC request through the frame (personal_sign, eth_sendTransaction, ...). */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
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
  connectEmail?(email: string): Promise<EmailLoginStep>;
  /** Resolves once the visitor approved this device from the link in the mail; rejects when it is not yet. */
  connectDevice?(): Promise<void>;
  connectOtp?(otp: string): Promise<void>;
  /** Whether the frame holds a signed-in user; false also clears the cached login data. */
  isConnected?(): Promise<boolean>;
  // E-mail update: a code to the current address, then one to the new address.
  updateEmail?(email: string): Promise<EmailUpdateStep>;
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
  connectSocial?(input: { readonly uri: string; readonly preferredAccountType: PreferredAccountType }): Promise<EmbeddedWalletUser>;
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
  readonly userName: string | undefined;
  readonly user: EmbeddedWalletUser | undefined;
}
