import { base64 } from '@scure/base';

// The ADR-36 document, apart from the verifier's crypto: the cosmos adapter builds it to ask a wallet to sign,
// and the verifier rebuilds it to check the signature, so both must hold the very same document.

type Json = string | readonly Json[] | { readonly [key: string]: Json };

/**
 * Amino JSON as the Cosmos SDK signs it: object keys sorted, no whitespace. cosmjs and Keplr also escape
 * `<`, `>` and `&`; an ADR-36 document never holds them (its only free text is a bech32 address and a
 * base64 string), so that step is left out.
 */
function sortedJson(value: Json): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  const object = value as { readonly [key: string]: Json };
  const entries = Object.keys(object).sort().map((key) => `${JSON.stringify(key)}:${sortedJson(object[key] as Json)}`);
  return `{${entries.join(',')}}`;
}

/**
 * The ADR-36 sign document for arbitrary data: a zero-fee, zero-account amino transaction with chain id ""
 * and one `sign/MsgSignData` message, so it can never be broadcast as a real transaction.
 */
export function adr36SignDoc(signer: string, data: Uint8Array) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] as never[] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(data) } }],
    memo: '',
  };
}

/** The bytes a wallet signs for an ADR-36 document: its amino JSON, keys sorted, no whitespace. */
export function adr36SignDocJson(signer: string, data: Uint8Array): string {
  return sortedJson(adr36SignDoc(signer, data));
}
