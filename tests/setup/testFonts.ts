import { prepareTestFonts } from '../../scripts/testFonts';

/** Vitest globalSetup: the test fonts unpacked and fontconfig's cache built before any browser starts. */
export default async function warmTestFonts(): Promise<void> {
  await prepareTestFonts();
}
