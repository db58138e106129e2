import { base64 } from '@scure/base';

/**
 * The shapes the bip122 wrappers answer, the same as WalletConnect's bip122 methods so one adapter
 * serves browser wallets and WalletConnect sessions: `bip122_requestAccounts` / `bip122_getAccounts`
 * → accounts, `signMessage` → `{ address, signature }` (base64), `signPsbt` → `{ psbt }` (base64).
 */
export type BitcoinPurpose = 'payment' | 'ordinals';

export interface BitcoinAccountAnswer {
  readonly address: string;
  readonly purpose: BitcoinPurpose;
  /** Hex, when the wallet tells it. */
  readonly publicKey?: string;
}

export interface SignInput {
  readonly address: string;
  readonly index: number;
  readonly sighashTypes?: readonly number[];
}

/** The WalletConnect-shaped method parameters a wrapper reads. */
export interface SignMessageParams {
  readonly address: string;
  readonly message: string;
  readonly protocol: 'bip322' | 'ecdsa';
}

export interface SignPsbtParams {
  readonly psbt: string;
  readonly signInputs: readonly SignInput[];
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** A property of a page object; a throwing getter reads as absent. */
export function read(target: unknown, key: string): unknown {
  try {
    return typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** Taproot addresses (…1p…) are what wallets hand out for ordinals; every other kind pays. */
export function purposeOfAddress(address: string): BitcoinPurpose {
  return /^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment';
}

export function isPurpose(value: unknown): value is BitcoinPurpose {
  return value === 'payment' || value === 'ordinals';
}

/** The Wallet Standard chain of an address: its bech32 prefix says it; base58 m/n/2 are testnet's. */
export function walletStandardChainOf(address: string): 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest' {
  if (/^bcrt1/i.test(address)) return 'bitcoin:regtest';
  if (/^(tb1|[mn2])/i.test(address)) return 'bitcoin:testnet';
  return 'bitcoin:mainnet';
}

export function signMessageParams(input: Record<string, unknown>): SignMessageParams {
  const address = input['address'] ?? input['account'];
  if (typeof address !== 'string' || typeof input['message'] !== 'string') throw new TypeError('signMessage needs an address and a message');
  return { address, message: input['message'], protocol: input['protocol'] === 'ecdsa' ? 'ecdsa' : 'bip322' };
}

export function signPsbtParams(input: Record<string, unknown>): SignPsbtParams {
  const psbt = input['psbt'];
  const signInputs = Array.isArray(input['signInputs']) ? input['signInputs'].map(record) : [];
  if (typeof psbt !== 'string' || signInputs.length === 0) throw new TypeError('signPsbt needs a psbt and the inputs to sign');
  return {
    psbt,
    signInputs: signInputs.map((item) => {
      if (typeof item['address'] !== 'string' || !Number.isSafeInteger(item['index'])) throw new TypeError('signPsbt: an input to sign needs an address and an index');
      const sighashTypes = Array.isArray(item['sighashTypes']) ? item['sighashTypes'].filter((type): type is number => Number.isSafeInteger(type)) : undefined;
      return { address: item['address'], index: item['index'] as number, ...(sighashTypes ? { sighashTypes } : {}) };
    }),
  };
}

/** The inputs to sign grouped by address, as the browser wallets take them. */
export function indexesByAddress(inputs: readonly SignInput[]): Map<string, number[]> {
  const grouped = new Map<string, number[]>();
  for (const input of inputs) grouped.set(input.address, [...(grouped.get(input.address) ?? []), input.index]);
  return grouped;
}

export function bytesAnswer(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`the wallet answered ${what} that is not bytes`);
}

export function base64Of(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

/** The error a wrapper throws for a method its wallet does not have (EIP-1193 4200). */
export function unsupportedMethod(method: string): Error {
  return Object.assign(new Error(`${method} is not supported by this wallet`), { code: 4200 });
}
