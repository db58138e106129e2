/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `both` builds the two-family site, `all` the five-family one; anything else the Solana-only one. */
  readonly VITE_FAMILIES?: string;
}
