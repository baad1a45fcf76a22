import { useState } from 'react';
import * as styles from './AccountAvatar.css';

export interface AccountAvatarProps {
  /** The picture's address; without one (or when it fails to load), the name's initials. */
  pictureUrl: string | null;
  /** The name or address the initials come from. */
  name: string;
  /** The picture's text alternative. */
  alt: string;
}

/** The first letters of the first two words ('Ada Lovelace' → 'AL'); an address gives its first letter. */
export const initialsOf = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, name.includes('@') ? 1 : 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');

/** The person's picture, or their initials in a circle (decorative: their name is written beside it). */
export function AccountAvatar({ pictureUrl, name, alt }: AccountAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = pictureUrl !== null && failed !== pictureUrl;
  return (
    <span className={styles.root} data-avatar="">
      {showPicture ? (
        <img className={styles.image} src={pictureUrl} alt={alt} referrerPolicy="no-referrer" onError={() => setFailed(pictureUrl)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
