/** fontverter 2 (no types of its own): converts font buffers between TrueType/OpenType, WOFF and WOFF2. */
declare module "fontverter" {
  type Format = "truetype" | "sfnt" | "woff" | "woff2";
  const fontverter: {
    convert(buffer: Buffer | Uint8Array, to: Format, from?: Format): Promise<Buffer>;
    detectFormat(buffer: Buffer | Uint8Array): Format;
  };
  export default fontverter;
}
