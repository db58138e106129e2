import { useEffect, useState } from 'react';
import { useFacade } from '../modal/facade-context.ts';
import { displayName } from '../../domain/format/display-name.ts';

/** A directory wallet's image as an object URL, held while shown and released (revoked) after. */
export function WalletImage({ imageId, name }: { readonly imageId: string | null | undefined; readonly name: string }) {
  const facade = useFacade();
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!imageId) return;
    let live = true;
    void facade.images.acquire('wallet', imageId).then((acquired) => {
      if (live) setUrl(acquired);
    });
    return () => {
      live = false;
      facade.images.release('wallet', imageId);
    };
  }, [facade, imageId]);
  if (!url) return <span className="wp-image-placeholder" aria-hidden="true">{initial(name)}</span>;
  return <img src={url} alt="" />;
}

/** The first character shown of the name (a whole emoji, never half a surrogate pair or a bidi control). */
function initial(name: string): string {
  return (Array.from(displayName(name))[0] ?? '').toUpperCase();
}
