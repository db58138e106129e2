import { SIGNING_LIMITS } from '../../../domain/embedded/signing-limits.ts';
import { z } from '../../../domain/schemas/zod.ts';
import type { Requester, ShownSummary } from './approval-card.ts';

/**
 * What the frame and its approval window say to each other. Both are pages of the frame's origin; each
 * reads a message only from the exact window it opened, or that opened it, and only in these shapes.
 */
export const APPROVAL_WINDOW_PATH = '/approve';
const PREFIX = 'walletport-approval-window:';
export const WINDOW_READY = `${PREFIX}ready`;
export const WINDOW_REQUEST = `${PREFIX}request`;
export const WINDOW_ANSWER = `${PREFIX}answer`;

const text = (max: number) => z.string().max(max);
const summarySchema = z.object({
  title: text(200),
  // A Permit2 batch warns once per token, and a batch may hold as many tokens as a list may hold entries.
  warnings: z.array(text(2_000)).max(SIGNING_LIMITS.arrayEntries + 16),
  rows: z.array(z.object({ label: text(2_000), value: text(1_000_000), depth: z.number().int().min(0).max(1_000).optional() }).strict()).max(5_000),
}).strict();

const fromWindow = z.discriminatedUnion('type', [
  z.object({ type: z.literal(WINDOW_READY) }).strict(),
  z.object({ type: z.literal(WINDOW_ANSWER), id: text(100), approved: z.boolean() }).strict(),
]);

const toWindow = z.object({
  type: z.literal(WINDOW_REQUEST),
  id: text(100),
  summary: summarySchema,
  requester: z.object({ origin: text(2_000), name: text(2_000).optional() }).strict(),
}).strict();

export type WindowMessage = z.infer<typeof fromWindow>;
export interface WindowRequest {
  readonly type: typeof WINDOW_REQUEST;
  readonly id: string;
  readonly summary: ShownSummary;
  readonly requester: Requester;
}

/** A message the approval window sent the frame, or undefined for anything else. */
export function readWindowMessage(data: unknown): WindowMessage | undefined {
  const reading = fromWindow.safeParse(data);
  return reading.success ? reading.data : undefined;
}

/** The request the frame sent its approval window, or undefined for anything else. */
export function readWindowRequest(data: unknown): WindowRequest | undefined {
  const reading = toWindow.safeParse(data);
  if (!reading.success) return undefined;
  const { id, summary, requester } = reading.data;
  return { type: WINDOW_REQUEST, id, summary, requester: { origin: requester.origin, name: requester.name } };
}

/** Only the fields the window shows, copied: whatever else a summary object holds stays in the frame. */
export function windowRequest(id: string, summary: ShownSummary, requester: Requester): WindowRequest {
  const rows = summary.rows.map(({ label, value, depth }) => (depth === undefined ? { label, value } : { label, value, depth }));
  return {
    type: WINDOW_REQUEST, id,
    summary: { title: summary.title, warnings: [...summary.warnings], rows },
    requester: { origin: requester.origin, name: requester.name },
  };
}
