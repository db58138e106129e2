import { W3M_FRAME_PROTOCOL_VERSION } from '../../domain/embedded/frame-messages.ts';

/** A CAIP-2 network id (namespace:reference), the form AppKit puts in the frame's address. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/** The site's network as AppKit names it to the frame: a number n (or its decimal text) is eip155:n. */
export function caipChainId(chainId: string | number): string {
  if (typeof chainId === 'number' || /^[1-9][0-9]{0,15}$/.test(chainId)) return `eip155:${chainId}`;
  if (CAIP2.test(chainId)) return chainId;
  throw new TypeError(`not a chain id the secure frame can be told: ${chainId}`);
}

/**
 * The frame's address with the four parameters in AppKit's order and spelling
 * (`?projectId=…&chainId=eip155:1&version=4&enableLogger=true`, W3mFrame.ts), so Reown's hosted secure
 * site and walletport's frame read the same request. The project id is escaped (AppKit's never needs it).
 */
export function secureFrameAddress(options: { readonly frameUrl: string; readonly projectId: string; readonly chainId: string | number; readonly enableLogger: boolean }): string {
  const base = new URL(options.frameUrl);
  base.hash = '';
  const query = `projectId=${encodeURIComponent(options.projectId)}&chainId=${caipChainId(options.chainId)}` +
    `&version=${W3M_FRAME_PROTOCOL_VERSION}&enableLogger=${options.enableLogger}`;
  return `${base.toString()}${base.search ? '&' : '?'}${query}`;
}
