import { z } from '../../../domain/schemas/zod.ts';

export const FRAME_CONFIG_ELEMENT_ID = 'walletport-frame-config';

/** What the auth server writes into the frame's page (see the embedded wallet contract). */
const FrameConfigSchema = z.object({
  projectId: z.string().min(1).max(200),
  /** Page origins allowed to use the frame, besides DEFAULT_ALLOWED_ANCESTORS (wildcards allowed). */
  allowedOrigins: z.array(z.string().min(1).max(300)).max(1_000),
  /** The eip155 chain ids the server has an RPC URL for. */
  chains: z.array(z.number().int().positive()).max(1_000),
  /** Whether DEFAULT_ALLOWED_ANCESTORS may use the frame too; a server that does not say allows them (the default is on). */
  defaultAncestors: z.boolean().default(true),
});

export type FrameConfig = z.output<typeof FrameConfigSchema>;

/** The page's configuration, or undefined when the element is missing or its JSON is not a valid config. */
export function readFrameConfig(doc: Document): FrameConfig | undefined {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = FrameConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shown in place of the wallet when the page came without a usable configuration: the frame is hidden in
 * normal use, so this is for whoever opens /frame directly while setting the server up.
 */
export function renderConfigError(doc: Document): void {
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.setAttribute('data-testid', 'wp-frame-config-error');
  message.textContent = `The wallet frame cannot start: its configuration (#${FRAME_CONFIG_ELEMENT_ID}) is missing or invalid.`;
  doc.body.replaceChildren(message);
}
