/**
 * Every JPEG starts with an SOI marker (FF D8) followed by the next marker's FF. Checked on the
 * bytes themselves, before any decoder sees them: a data URL's declared type is only a claim.
 */
export function hasJpegSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
