import { useId, useState } from 'react';
import { avatarGradient } from '../../domain/format/avatar-gradient.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  readonly address: string;
  /** The profile image identity resolved, if any: it wins over the gradient. */
  readonly imageUrl?: string | null | undefined;
  readonly size?: AvatarSize;
}

/**
 * The account's picture: its profile image when identity has one that loads, else a gradient derived
 * from the address (the same address always looks the same). Always decorative: the name or address is
 * written next to it.
 */
export function Avatar({ address, imageUrl, size = 'md' }: AvatarProps) {
  const src = displayableImageUrl(imageUrl);
  // The image that failed to load: a new one gets its own chance.
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const className = `wp-avatar wp-avatar-${size}`;
  if (src && failed !== src) {
    return <img className={className} src={src} alt="" data-testid="wp-avatar" data-avatar="image" onError={() => setFailed(src)} />;
  }
  return <GradientAvatar address={address} className={className} />;
}

function GradientAvatar({ address, className }: { readonly address: string; readonly className: string }) {
  // SVG ids are document-wide: each avatar's gradient needs its own (React's ids hold characters a url() reference does not want).
  const id = `wp-avatar-${useId().replace(/[^\w-]/g, '')}`;
  const { colours, angle } = avatarGradient(address);
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-testid="wp-avatar" data-avatar="gradient">
      <defs>
        <linearGradient id={id} gradientTransform={`rotate(${angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={colours[0]} />
          <stop offset="0.5" stopColor={colours[1]} />
          <stop offset="1" stopColor={colours[2]} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${id})`} />
    </svg>
  );
}
