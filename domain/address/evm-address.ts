/** An EVM address: optional 0x prefix then 40 hex digits. */
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}
