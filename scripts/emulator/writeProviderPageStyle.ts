/**
 * Writes emulator/providers/pageStyle.ts: the emulated provider page's stylesheet and brand colours as
 * plain values. The emulator is its own package (portico-emulator) and cannot import this
 * repository's tokens/ once packed, so it ships their values, derived here from the tokens
 * (providerPageStyle.ts). tests/emulator/providerPageStyle.test.ts fails when the two drift.
 *
 *   npx tsx scripts/emulator/writeProviderPageStyle.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandColours } from '../../tokens/brands';
import { PROVIDER_PAGE_STYLE } from './providerPageStyle';

export const PAGE_STYLE_FILE = fileURLToPath(new URL('../../emulator/providers/pageStyle.ts', import.meta.url));

export function providerPageStyleSource(): string {
  return `// Written by scripts/emulator/writeProviderPageStyle.ts from tokens/ (do not edit by hand; run it again).
/** The emulated provider page's look: Portico's theme values, so it sits with the widget in a demo. */
export const PROVIDER_PAGE_STYLE = ${JSON.stringify(PROVIDER_PAGE_STYLE)};

const BRAND_COLOURS: Record<string, string> = ${JSON.stringify(brandColours, null, 2)};

/** The mark's colour: the brand's where it keeps contrast on both themes, else the text colour. */
export function brandColour(provider: string): string {
  return BRAND_COLOURS[provider] ?? 'var(--text)';
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(PAGE_STYLE_FILE, providerPageStyleSource());
