import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
import type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';

export type PreferredAccountType = 'eoa' | 'smartAccount';

/** Spec §4 e-mail login: what the frame says the next step is. */
export type EmailLoginStep = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

/** Spec §4 e-mail update: which code the frame waits for. */
export type EmailUpdateStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/**
 * The embedded wallet's auth provider (the secure frame, spec §4 and §7). Optional: without it the
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
  /** Rejects every pending request that is not read-only (spec §4: a sign-out that times out aborts them). */
  abortPendingRequests?(): void;
  /** Reloads the frame (Farcaster reset) and re-syncs the dapp data. */
  reload(): Promise<void>;
  /** Spec §3 theme sync payload, sent when the theme changes. */
  syncTheme?(payload: ThemeSyncPayload): Promise<void>;
  /** Loads the secure frame ahead of use (spec §4: at start when e-mail login was used before). */
  preload?(): Promise<void>;
  // E-mail login (spec §4); an auth provider without these offers no e-mail field.
  connectEmail?(email: string): Promise<EmailLoginStep>;
  /** Resolves once the visitor approved this device from the link in the mail; rejects when it is not yet. */
  connectDevice?(): Promise<void>;
  connectOtp?(otp: string): Promise<void>;
  /** Whether the frame holds a signed-in user; false also clears the cached login data. */
  isConnected?(): Promise<boolean>;
  // E-mail update (spec §4): a code to the current address, then one to the new address.
  updateEmail?(email: string): Promise<EmailUpdateStep>;
  updateEmailPrimaryOtp?(otp: string): Promise<void>;
  /** Resolves with the stored new e-mail. */
  updateEmailSecondaryOtp?(otp: string): Promise<string>;
  /** Shows the frame over the page while the visitor approves inside it (ApproveTransaction), or hides it. */
  setFrameVisible?(visible: boolean): void;
  // Social login (spec §4); an auth provider without these offers no social buttons.
  /** The provider's sign-in address, opened in the pop-up. */
  getSocialRedirectUri?(provider: OAuthSocialProvider): Promise<string>;
  /** Finishes the sign-in with the callback address the pop-up reached; resolves with the signed-in user. */
  /** Finishes the social sign-in whose callback reached the frame (never the page); `uri` is not needed and is ignored. */
  connectSocial?(input: { readonly uri?: string; readonly preferredAccountType: PreferredAccountType }): Promise<EmbeddedWalletUser>;
  // Farcaster login (spec §4); an auth provider without these offers no Farcaster button.
  /** The Farcaster client's sign-in link (shown as a QR code). */
  getFarcasterUri?(): Promise<string>;
  /** Resolves with the user once approved in Farcaster; rejects with the FARCASTER_NOT_APPROVED message while it is not yet. */
  connectFarcaster?(): Promise<EmbeddedWalletUser>;
}
