/** The profile's rules, checked before any call (the backends check the same: emulator/account/profileRoutes.ts). */

// A name is shown to others: never a control or format character.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
export const PICTURE_MAX_BYTES = 512 * 1024;
export const PICTURE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** 1 to 100 characters once trimmed. */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && [...trimmed].length <= 100 && !CONTROL.test(trimmed);
}

/** An https address of at most 2048 characters (a page served over http may not show one anyway). */
export function isValidPictureUrl(url: string): boolean {
  if (url.length > 2048) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export const isValidPicture = (file: Pick<File, 'type' | 'size'>) => PICTURE_TYPES.includes(file.type) && file.size > 0 && file.size <= PICTURE_MAX_BYTES;
