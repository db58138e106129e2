import { fileURLToPath } from 'node:url';
import { bundleScript } from './frame-bundle.ts';

/** The approval window's sources: bundled into the classic script served as /approve.js. */
export const APPROVAL_WINDOW_ENTRY = fileURLToPath(new URL('../../embedded-frame/approval-window-main.ts', import.meta.url));

let cached: Promise<string> | undefined;

/**
 * The approval window's script, bundled once per process and then served from memory, like the frame's
 * (the package build inlines it, so a dApp's server never runs esbuild). A failed build is forgotten.
 */
export function approvalWindowBundle(): Promise<string> {
  cached ??= bundleScript(APPROVAL_WINDOW_ENTRY).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
