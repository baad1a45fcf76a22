import { forwardRef } from 'react';
import { cx } from './cx';
import * as styles from './Watermark.css';

export interface WatermarkProps {
  /** Words before the product name. @defaultValue 'Powered by' */
  text?: string;
  /** @defaultValue 'Portico' */
  productName?: string;
  /** Makes the product name a link, opened in a new tab. @defaultValue undefined */
  href?: string;
  /** @defaultValue undefined */
  className?: string;
}

/** The 'Powered by' footer, shown when bootstrap data asks for it (SPEC §1). */
export const Watermark = forwardRef<HTMLParagraphElement, WatermarkProps>(function Watermark({ text = 'Powered by', productName = 'Portico', href, className }, ref) {
  return (
    <p ref={ref} className={cx(styles.root, className)} data-watermark="">
      {text}{' '}
      {href ? (
        <a className={styles.product} part="link" href={href} target="_blank" rel="noopener noreferrer">
          {productName}
        </a>
      ) : (
        <span className={styles.product}>{productName}</span>
      )}
    </p>
  );
});
