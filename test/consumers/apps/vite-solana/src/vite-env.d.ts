/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `both` builds the two-family site, `all` the five-family one with SIWX; anything else the Solana-only one. */
  readonly VITE_FAMILIES?: string;
}
