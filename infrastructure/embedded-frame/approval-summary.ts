import type { SigningRequest } from './signing-requests.ts';

/** What the approval screen shows: a title and labelled values, all plain text. */
export interface ApprovalSummary {
  readonly title: string;
  readonly rows: readonly { readonly label: string; readonly value: string }[];
}

const MAX_SHOWN_CHARS = 4_000;

export function describeSigningRequest(request: SigningRequest): ApprovalSummary {
  if (request.kind === 'message') {
    const text = utf8Text(request.messageHex);
    return { title: 'Sign message', rows: [{ label: text === undefined ? 'Message (hex)' : 'Message', value: clip(text ?? request.messageHex) }] };
  }
  if (request.kind === 'typedData') {
    const { domain, primaryType, message } = request.typedData;
    const rows = [
      { label: 'Domain', value: typeof domain.name === 'string' ? domain.name : '(no name)' },
      { label: 'Primary type', value: primaryType },
    ];
    if (typeof domain.verifyingContract === 'string') rows.push({ label: 'Contract', value: domain.verifyingContract });
    if (domain.chainId !== undefined) rows.push({ label: 'Chain ID', value: String(domain.chainId) });
    rows.push({ label: 'Message', value: clip(JSON.stringify(message, null, 2)) });
    return { title: 'Sign typed data', rows };
  }
  const { to, value, data } = request.transaction;
  const rows = [
    { label: 'To', value: to ?? '(new contract)' },
    { label: 'Value', value: `${formatEther(value ?? '0x0')} ETH` },
    { label: 'Chain ID', value: String(request.chainId) },
  ];
  if (data !== undefined && data !== '0x') rows.push({ label: 'Data', value: `${clip(data, 74)} (${(data.length - 2) / 2} bytes)` });
  return { title: 'Send transaction', rows };
}

/**
 * The message as text when its bytes are valid UTF-8 without control characters (other than line breaks
 * and tabs); otherwise undefined and the hex is shown, so invisible bytes cannot hide what is signed.
 */
export function utf8Text(hex: string): string | undefined {
  const digits = hex.slice(2);
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/.test(text) ? undefined : text;
}

/** A hex wei quantity in ether, exact (no rounding): 0x16345785d8a0000 → '0.1'. */
export function formatEther(weiHex: string): string {
  const wei = BigInt(weiHex);
  const unit = 10n ** 18n;
  const fraction = (wei % unit).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${wei / unit}.${fraction}` : `${wei / unit}`;
}

function clip(text: string, max = MAX_SHOWN_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
