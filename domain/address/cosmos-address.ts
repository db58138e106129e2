/**
 * A Cosmos SDK account address as wallets show it: lowercase bech32, `<prefix>1<data><6-character checksum>`.
 * The data is 20 bytes for a key's account (32 characters) or 32 bytes for contracts and interchain
 * accounts (52 characters). Only lowercase is accepted: it is the form wallets sign with, and bech32
 * forbids mixed case anyway.
 */
const COSMOS_ADDRESS = /^([a-z][a-z0-9]*)1(?:[02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$/;
/** BIP-173 limits a bech32 string to 90 characters. */
const MAX_LENGTH = 90;

/**
 * Whether a value has the characters and length of a cosmos account address, optionally with a given
 * bech32 prefix (`cosmos`, `osmo`, ...). Syntax only: the checksum and the key behind it are not checked.
 */
export function isCosmosAddress(value: unknown, prefix?: string): value is string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return false;
  const match = COSMOS_ADDRESS.exec(value);
  return match !== null && (prefix === undefined || match[1] === prefix);
}
