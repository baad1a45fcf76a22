/** wawoff2 ships no types: Google's woff2 coder compiled to WebAssembly (scripts/testFonts.ts). */
declare module 'wawoff2' {
  /** WOFF2 bytes in, the TrueType/OpenType font (sfnt) out. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { decompress: typeof decompress; compress: typeof compress };
  export default wawoff2;
}
