/** Every glyph, one module each, so a page downloads only the glyphs it draws. */
export { check } from './check';
export { cross } from './cross';
export { warning } from './warning';
export { error } from './error';
export { eye } from './eye';
export { eyeOff } from './eyeOff';
export { chevronDown } from './chevronDown';
export { chevronUp } from './chevronUp';
export { arrowBack } from './arrowBack';
export { chevronForward } from './chevronForward';
