import { useState } from 'react';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';
import { useDirectoryImage } from './use-directory-image.ts';
import { GLOBE_CIRCLE, GLOBE_LINES } from './glyph-paths.ts';

export type NetworkImageSize = 'sm' | 'md';

/**
 * A network's icon: its directory image (`assets.imageId`, fetched as an object URL and released when
 * no longer shown), else its `assets.imageUrl`, else a neutral globe. A fetch or load that fails shows
 * the globe too. Decorative: the network's name is always written beside it or named by the control.
 */
export function NetworkImage({ network, size = 'md' }: { readonly network: CaipNetwork | undefined; readonly size?: NetworkImageSize }) {
  const directoryUrl = useDirectoryImage('network', network?.assets?.imageId).url;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = directoryUrl ?? displayableImageUrl(network?.assets?.imageUrl);
  const className = `wp-network-image wp-network-image-${size}`;
  if (src && failed !== src) {
    return <img className={className} src={src} alt="" data-testid="wp-network-image" onError={() => setFailed(src)} />;
  }
  return <NetworkGlyph className={className} />;
}

/** A globe with a meridian and a parallel: no chain's brand, so it fits any network. */
export function NetworkGlyph({ className }: { readonly className: string }) {
  return (
    <svg className={`${className} wp-network-glyph`} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="wp-network-glyph">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle {...GLOBE_CIRCLE} />
        <path d={GLOBE_LINES} />
      </g>
    </svg>
  );
}
