import { z } from './zod-mini.ts';

/** `supported-chains`: the CAIP-2 networks the blockchain API serves, over HTTP and over WebSocket. */
export const ApiSupportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
});

export type ApiSupportedChains = z.infer<typeof ApiSupportedChainsSchema>;
