/** How much structure a JSON body may have, whatever its size in bytes. */
export interface JsonShapeLimits {
  /** Objects and arrays inside one another. */
  maxDepth: number;
  /** Objects, arrays and array or object entries, counted together. */
  maxItems: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const COMMA = 0x2c;

/**
 * Whether a JSON text stays within `limits`, read in one pass over its bytes before anything
 * is parsed. What a body costs is not its size: 6 MB of `[[[[…]]]]` parses into three million
 * nested arrays, which Nest's prototype-key stripping then walks for half a minute, and a flat
 * array of small items costs the same. Counting brackets and commas outside strings bounds
 * both, allocates nothing, and reads 8 MB in a few milliseconds. (No maintained npm package
 * bounds depth while parsing; this is the whole of the check.) Multi-byte UTF-8 sequences never
 * hold these ASCII bytes, and a backslash in a string always escapes the byte after it.
 */
export function exceedsJsonShape(bytes: Uint8Array, limits: JsonShapeLimits): boolean {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPEN.has(byte)) {
      if (++depth > limits.maxDepth || ++items > limits.maxItems) return true;
    } else if (CLOSE.has(byte)) {
      depth--;
    } else if (byte === COMMA && ++items > limits.maxItems) {
      return true;
    }
  }
  return false;
}
