import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './SecuritySettings.css';

/** A QR code drawn here from uqr's modules (no image, so a strict CSP's img-src does not matter), dark on light in every theme. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const path = useMemo(() => {
    // ISO/IEC 18004's quiet zone: four modules of light all round.
    const { data, size } = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) => row.forEach((on, x) => (d += on ? `M${x} ${y}h1v1h-1z` : '')));
    return { d, size };
  }, [value]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={path.size} height={path.size} className={styles.qrLight} />
      <path d={path.d} className={styles.qrDark} />
    </svg>
  );
}
