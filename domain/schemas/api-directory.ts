import { z } from './zod.ts';

/** One wallet of the wallet directory's `getWallets` list. Unknown fields are dropped. */
export const ApiWalletSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  homepage: z.string().nullish(),
  image_id: z.string().nullish(),
  order: z.number().nullish(),
  rdns: z.string().nullish(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  app_store: z.string().nullish(),
  play_store: z.string().nullish(),
  chrome_store: z.string().nullish(),
  chains: z.array(z.string()).nullish(),
  injected: z.array(z.object({ namespace: z.string(), injected_id: z.string() })).nullish(),
});

export type ApiWallet = z.infer<typeof ApiWalletSchema>;

export const ApiWalletListSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(ApiWalletSchema),
});

export type ApiWalletList = z.infer<typeof ApiWalletListSchema>;

/** `projects/v1/origins`: the origins a project allows. */
export const ApiAllowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) });
