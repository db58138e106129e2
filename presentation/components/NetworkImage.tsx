import { useEffect, useState } from 'react';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';
import { useFacade } from '../modal/facade-context.ts';

export type NetworkImageSize = 'sm' | 'md';

/**
 * A network's icon: its directory image (`assets.imageId`, fetched as an object URL and released when
 * no longer shown), else its `assets.imageUrl`, else a neutral globe. A fetch or load that fails shows
 * the globe too. Decorative: the network's name is always written beside it or named by the control.
 */
export function NetworkImage({ network, size = 'md' }: { readonly network: CaipNetwork | undefined; readonly size?: NetworkImageSize }) {
  const facade = useFacade();
  const imageId = network?.assets?.imageId;
  const [directoryUrl, setDirectoryUrl] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  useEffect(() => {
    setDirectoryUrl(undefined);
    if (!imageId) return;
    let live = true;
    void facade.images.acquire('network', imageId).then(
      (url) => {
        if (live) setDirectoryUrl(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      facade.images.release('network', imageId);
    };
  }, [facade, imageId]);
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
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
      </g>
    </svg>
  );
}
