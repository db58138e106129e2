import type { ChainNamespace } from '../caip/caip.ts';

/*
 * The product spec's rules that name eip155 alone. They are rules about a product feature, not facts of
 * the EVM family, so a new family never changes them; each quotes the rule it carries out.
 */

/** "SIWX through the universal provider is used only when all chains are eip155." */
export const EIP155_ONLY_UNIVERSAL_PROVIDER_SIWX = 'eip155' satisfies ChainNamespace;

/**
 * "Embedded wallet: … default chain 1 (eip155:1)": the embedded wallet is an EVM wallet, so its sessions,
 * its network and its preferred account type (eoa or smartAccount) are on eip155.
 */
export const EIP155_ONLY_EMBEDDED_WALLET = 'eip155' satisfies ChainNamespace;
