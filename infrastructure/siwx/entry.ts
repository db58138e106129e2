/** `walletport/siwx`: sign-in with X for the browser (DefaultSIWX) and for servers (verifySiwxSession). */
export { DefaultSIWX, type DefaultSIWXOptions } from './default-siwx.ts';
export {
  DEFAULT_SIWX_EXPIRATION_MS,
  InformalMessenger,
  type InformalMessengerOptions,
  type SIWXMessenger,
} from './informal-messenger.ts';
export { LocalStorage, type LocalStorageOptions, type SiwxStorageArea, type SIWXStorage } from './local-storage.ts';
export { EIP155Verifier } from './eip155-verifier.ts';
export { SolanaVerifier } from './solana-verifier.ts';
export { PolkadotVerifier } from './polkadot-verifier.ts';
export { BitcoinVerifier } from './bitcoin-verifier.ts';
export { CosmosVerifier } from './cosmos-verifier.ts';
export { DEFAULT_SIWX_VERIFIERS } from './default-verifiers.ts';
export { isSiwxSession } from './session-shape.ts';
export type { NamespaceVerifier, SIWXVerifier } from './verifier.ts';
export type { SiwxNonceCheck, VerifySiwxSessionOptions } from './session-binding.ts';
export { verifySiwxSession, verifySiwxSignature } from './verify-on-demand.ts';
export {
  formatSiwxMessage,
  parseSiwxMessage,
  type ParsedSiwxMessage,
  type SiwxFormatOptions,
} from '../../domain/siwx/siwx-message-text.ts';
export type { SiwxConfig, SiwxMessageInput } from '../../application/ports/siwx.port.ts';
export type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
export type { CaipNetworkId } from '../../domain/caip/caip.ts';
