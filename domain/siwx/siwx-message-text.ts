import { isChainNamespace } from '../caip/caip.ts';
import { familyOf } from '../chain-families/registry.ts';
import type { SiwxMessageData } from './siwx.ts';

/**
 * The CAIP-122 / EIP-4361 sign-in text. The wallet signs exactly this text, so a verifier can re-read every
 * field from it: the signed text, not the accompanying data object, is what the user agreed to.
 */

export interface SiwxFormatOptions {
  /**
   * Write only the chain id's reference (`Chain ID: 1`), as EIP-4361 and WalletConnect's one-step sign-in
   * do. By default the whole CAIP-2 id is written (`Chain ID: eip155:1`), as AppKit's InformalMessenger does.
   */
  readonly clearChainIdNamespace?: boolean;
}

/** The chain's name for the first line ("... sign in with your Ethereum account:"), from the family's record. */
export function siwxAccountLabel(chainId: string): string {
  const namespace = chainId.split(':')[0];
  return isChainNamespace(namespace) ? familyOf(namespace).siwxAccountLabel : 'blockchain';
}

const HEADER = / wants you to sign in with your (.+) account:$/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** Empty optional values are written as absent, so reading the text back gives `undefined` for them. */
function present(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/**
 * The message text. A value spanning lines could forge the lines after it (a statement that carries its own
 * "URI:" line), so any line break inside a field is refused with a RangeError.
 */
export function formatSiwxMessage(data: SiwxMessageData, accountLabel: string, options: SiwxFormatOptions = {}): string {
  const fields: readonly (string | undefined)[] = [
    data.domain, accountLabel, data.accountAddress, data.statement, data.uri, data.version, data.chainId, data.nonce,
    data.issuedAt, data.expirationTime, data.notBefore, data.requestId, ...(data.resources ?? []),
  ];
  if (fields.some((field) => field !== undefined && LINE_BREAK.test(field))) {
    throw new RangeError('A SIWX message field must not contain a line break');
  }
  const chainId = options.clearChainIdNamespace === true ? (data.chainId.split(':')[1] ?? data.chainId) : data.chainId;
  const lines = [`${data.domain} wants you to sign in with your ${accountLabel} account:`, data.accountAddress, ''];
  if (present(data.statement)) lines.push(data.statement, '');
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${chainId}`, `Nonce: ${data.nonce}`);
  if (present(data.issuedAt)) lines.push(`Issued At: ${data.issuedAt}`);
  if (present(data.expirationTime)) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (present(data.notBefore)) lines.push(`Not Before: ${data.notBefore}`);
  if (present(data.requestId)) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources !== undefined && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  }
  return lines.join('\n');
}

/** The tagged lines after the header, in the order the text must have them. */
const TAGS = [
  { tag: 'URI', key: 'uri', required: true },
  { tag: 'Version', key: 'version', required: true },
  { tag: 'Chain ID', key: 'chainId', required: true },
  { tag: 'Nonce', key: 'nonce', required: true },
  { tag: 'Issued At', key: 'issuedAt', required: false },
  { tag: 'Expiration Time', key: 'expirationTime', required: false },
  { tag: 'Not Before', key: 'notBefore', required: false },
  { tag: 'Request ID', key: 'requestId', required: false },
] as const;

type TaggedKey = (typeof TAGS)[number]['key'];
const DATES: ReadonlySet<TaggedKey> = new Set(['issuedAt', 'expirationTime', 'notBefore']);
const TOKEN = /^\S+$/;

export interface ParsedSiwxMessage extends SiwxMessageData {
  /** The line naming the account's kind, e.g. `Ethereum` in "… wants you to sign in with your Ethereum account:". */
  readonly accountLabel: string;
}

/**
 * Reads a text written by `formatSiwxMessage` (or any EIP-4361 text in the same layout) back into its
 * fields. Anything out of place (a missing or reordered line, an unknown line, an unreadable date, trailing
 * text) gives `undefined`: a text that cannot be read unambiguously cannot be trusted. `chainId` is what the
 * text says, which may be only the reference part (see `clearChainIdNamespace`).
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage | undefined {
  if (typeof text !== 'string' || text.includes('\r')) return undefined;
  const lines = text.split('\n');
  const header = HEADER.exec(lines[0] ?? '');
  const domain = header ? (lines[0] ?? '').slice(0, header.index) : '';
  const accountAddress = lines[1] ?? '';
  if (!header || !TOKEN.test(domain) || !TOKEN.test(accountAddress) || lines[2] !== '') return undefined;
  let index = 3;
  let statement: string | undefined;
  if (!(lines[index] ?? '').startsWith('URI: ')) {
    statement = lines[index];
    if (!present(statement) || lines[index + 1] !== '') return undefined;
    index += 2;
  }
  const values: Partial<Record<TaggedKey, string>> = {};
  for (const { tag, key, required } of TAGS) {
    const line = lines[index] ?? '';
    const prefix = `${tag}: `;
    if (line.startsWith(prefix) && line.length > prefix.length) {
      const value = line.slice(prefix.length);
      if (DATES.has(key) && Number.isNaN(Date.parse(value))) return undefined;
      values[key] = value;
      index += 1;
    } else if (required) {
      return undefined;
    }
  }
  let resources: string[] | undefined;
  if (lines[index] === 'Resources:') {
    resources = lines.slice(index + 1).map((line) => (line.startsWith('- ') && line.length > 2 ? line.slice(2) : ''));
    if (resources.length === 0 || resources.includes('')) return undefined;
    index = lines.length;
  }
  if (index !== lines.length) return undefined;
  const { uri, version, chainId, nonce, issuedAt, expirationTime, notBefore, requestId } = values;
  if (uri === undefined || version === undefined || chainId === undefined || nonce === undefined) return undefined;
  return {
    accountLabel: header[1] ?? '', domain, accountAddress, uri, version, chainId, nonce,
    ...(statement === undefined ? {} : { statement }),
    ...(issuedAt === undefined ? {} : { issuedAt }),
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  };
}

function sameOptional(left: string | undefined, right: string | undefined): boolean {
  return (present(left) ? left : undefined) === (present(right) ? right : undefined);
}

function sameList(left: readonly string[] | undefined, right: readonly string[] | undefined): boolean {
  const a = left ?? [];
  const b = right ?? [];
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * Whether the signed text says exactly what the data says. Everything a server acts on (the address, the
 * chain, the nonce, the domain, the time bounds) is read from `data`, so a data object that differs from
 * what was signed must not pass. The chain id may be written whole or as its reference part.
 */
export function siwxMessageMatchesData(text: string, data: SiwxMessageData): boolean {
  const parsed = parseSiwxMessage(text);
  if (!parsed) return false;
  const reference = data.chainId.split(':')[1];
  return parsed.domain === data.domain
    && parsed.accountAddress === data.accountAddress
    && parsed.uri === data.uri
    && parsed.version === data.version
    && parsed.nonce === data.nonce
    && (parsed.chainId === data.chainId || (reference !== undefined && parsed.chainId === reference))
    && sameOptional(parsed.statement, data.statement)
    && sameOptional(parsed.issuedAt, data.issuedAt)
    && sameOptional(parsed.expirationTime, data.expirationTime)
    && sameOptional(parsed.notBefore, data.notBefore)
    && sameOptional(parsed.requestId, data.requestId)
    && sameList(parsed.resources, data.resources);
}
