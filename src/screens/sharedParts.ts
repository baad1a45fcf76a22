/**
 * What Main's screens and the widget frame download after Main: its banner, an error's links, the
 * back arrow and the watermark, one module in the `shared` chunk (scripts/chunks.mjs). One dynamic
 * import target there spares the bundle a namespace object per module imported.
 */
export { BackButton } from './BackButton';
export { ErrorBanner } from './ErrorBanner';
export { MessageText } from './MessageText';
export { Watermark } from '../primitives/Watermark';
