import { z } from './zod.ts';

/** Bounds every free-text field of a frame message: the frame is another origin, its input is untrusted. */
export const MAX_FIELD_LENGTH = 4_096;
const text = () => z.string().max(MAX_FIELD_LENGTH);

/** Spec §5: e-mail fields (connect, update, new email) must be valid e-mail addresses. */
export const emailSchema = z.email().max(254);

/** Spec §5: the social providers the frame accepts (farcaster has its own flow). */
export const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export const frameSocialProviderSchema = z.enum(FRAME_SOCIAL_PROVIDERS);

export const themeModeSchema = z.enum(['light', 'dark']);

/** Spec §5: Solana sign-and-send preflight commitment. */
export const PREFLIGHT_COMMITMENTS = [
  'processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max',
] as const;
export const preflightCommitmentSchema = z.enum(PREFLIGHT_COMMITMENTS);

export const preferredAccountTypeSchema = z.enum(['eoa', 'smartAccount']);

export const chainIdSchema = z.union([z.string().min(1).max(128), z.number().int().nonnegative()]);

const hexPrefixed = z.string().max(1_000_000).startsWith('0x');

/** Spec §5: send-calls entries need a `to` starting with 0x; `data`, if present, starts with 0x. */
export const sendCallSchema = z.object({
  to: hexPrefixed,
  data: hexPrefixed.optional(),
  value: z.union([z.string().max(100), z.number(), z.bigint()]).optional(),
});

export const sendCallsParamsSchema = z
  .array(
    z.object({
      calls: z.array(sendCallSchema).max(1_000),
      chainId: chainIdSchema.optional(),
      from: text().optional(),
      version: text().optional(),
      capabilities: z.record(z.string(), z.unknown()).optional(),
    }),
  )
  .min(1)
  .max(1);

export const solanaSignAndSendParamsSchema = z.object({
  transaction: z.string().max(1_000_000),
  options: z.object({ preflightCommitment: preflightCommitmentSchema.optional() }).loose().optional(),
}).loose();

export const userFieldsSchema = z.object({
  email: z.string().max(254).nullish(),
  address: z.string().min(1).max(256),
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: z.string().max(256), type: preferredAccountTypeSchema })).max(100).optional(),
  userName: text().nullish(),
  preferredAccountType: preferredAccountTypeSchema.optional(),
  smartAccountDeployed: z.boolean().optional(),
});

export const boundedText = text;
