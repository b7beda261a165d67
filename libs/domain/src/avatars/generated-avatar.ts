/**
 * The generated avatar of a player without a picture: their initials on a circle whose hue comes
 * from their Steam id (docs/architecture.md, "Avatars"). The site draws it in the page and the
 * API serves it as an image (`GET /api/players/{steam_id}/avatar`), from these same functions, so
 * both look alike. Used by the site at runtime: no imports.
 */

/** FNV-1a, 32 bits, with a final avalanche: a small stable hash, so the same key always gets the same picture. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // final avalanche so that similar keys spread over the palette
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** The hue (0..359) of a player's generated avatar. */
export function avatarHue(steamId: string): number {
  return hash32('avatar:' + steamId) % 360;
}

/** Up to two capital letters: the first letters of the first and last words of `name` ('Sun Fan' -> 'SF'). */
export function avatarInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((p) => Array.from(p)[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** Steam's three avatar sizes in pixels, in the order of a session's `photos`: small, medium, full. */
export const AVATAR_SIZES = { small: 32, medium: 64, full: 184 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The generated avatar as an SVG document, `pixels` wide and high: the initials of `name` (or the
 * last two digits of the id when the name has no letter) in white on hsl(hue 55% 26%).
 */
export function generatedAvatarSvg(steamId: string, name: string, pixels: number): string {
  const text = (avatarInitials(name) || steamId.slice(-2)).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
  const half = pixels / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${pixels} ${pixels}">` +
    `<circle cx="${half}" cy="${half}" r="${half}" fill="hsl(${avatarHue(steamId)} 55% 26%)"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" ` +
    `font-weight="800" font-size="${Math.round(pixels * 0.38)}">${text}</text></svg>`
  );
}

/**
 * The session's `user.photos` for a player: small, medium and full, in that order (the third
 * entry is the one a client shows). A Steam picture (`<hash>.jpg`, `<hash>_medium.jpg`,
 * `<hash>_full.jpg`) gives its three sizes; any other picture is used for all three; without one,
 * the generated avatar's address at each size (`/api/players/{steamId}/avatar?size=`).
 */
export function avatarPhotos(steamId: string, avatar: string | null | undefined): { value: string }[] {
  const sizes = Object.keys(AVATAR_SIZES) as AvatarSize[];
  if (!avatar) return sizes.map((size) => ({ value: `/api/players/${steamId}/avatar?size=${size}` }));
  const steam = /^(.*\/[0-9a-f]{40})(?:_medium|_full)?\.jpg$/.exec(avatar);
  if (!steam) return sizes.map(() => ({ value: avatar }));
  return [{ value: `${steam[1]}.jpg` }, { value: `${steam[1]}_medium.jpg` }, { value: `${steam[1]}_full.jpg` }];
}
