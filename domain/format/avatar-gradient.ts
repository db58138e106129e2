/** The colours of an account without a profile image: the same address always gets the same avatar. */
export interface AvatarGradient {
  /** Three colours, `hsl(...)` strings, from the gradient's start to its end. */
  readonly colours: readonly [string, string, string];
  /** The gradient's direction in degrees (0 to 359), so two avatars differ in more than hue. */
  readonly angle: number;
}

/** Hex addresses are case-insensitive (EIP-55 only adds a checksum); base58 and bech32 ones are not. */
function canonical(address: string): string {
  const trimmed = address.trim();
  return /^0x[0-9a-f]+$/i.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/** 32-bit FNV-1a over the UTF-16 code units: small, dependency-free and well spread for short strings. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A gradient derived from the address alone (pure: no clock, no randomness). Saturation and lightness
 * stay in a middle band so the avatar reads as a coloured disc on both the light and the dark theme; the
 * three hues are spread around the wheel from a start hue the address picks.
 */
export function avatarGradient(address: string): AvatarGradient {
  const key = canonical(address);
  const first = fnv1a(key, 0);
  const second = fnv1a(key, 0x9e3779b9);
  const hue = first % 360;
  const spread = 40 + (second % 80);
  const saturation = 55 + ((first >>> 9) % 30);
  const lightness = 48 + ((second >>> 7) % 14);
  const colour = (offset: number, lighten: number): string => `hsl(${(hue + offset) % 360} ${saturation}% ${lightness + lighten}%)`;
  return {
    colours: [colour(0, 8), colour(spread, 0), colour(spread * 2, -8)],
    angle: (first >>> 17) % 360,
  };
}
