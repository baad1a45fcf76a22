/** Development only, downloaded only there (useStylesheetCheck): is the stylesheet on this root? */
import { STYLESHEET_MARKER } from './WidgetRoot.css';

export const MISSING_STYLESHEET_WARNING =
  "[portico] The widget's stylesheet is missing: add `import 'portico/style.css'` once in your app (or link the package's dist/style.css). Without it the widget is unstyled.";

export function warnIfUnstyled(element: HTMLElement | null): void {
  if (element && getComputedStyle(element).getPropertyValue(STYLESHEET_MARKER).trim() === '') console.warn(MISSING_STYLESHEET_WARNING);
}
