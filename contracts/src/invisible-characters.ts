/**
 * Characters that show nothing or reorder what is shown: zero-width spaces and joiners, bidi
 * controls, the BOM, soft hyphens, variation selectors, Hangul fillers (Unicode's
 * Default_Ignorable_Code_Point and format characters), control characters, line and paragraph
 * separators, and symbols drawn blank (the braille blank, the musical null notehead). A name
 * holding one can look exactly like another name, so usernames and e-mails holding one are
 * refused rather than cleaned.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u2800\u{1D159}]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** The refusal of a text holding U+0000 (hasNulCharacter), for any field or body. */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/** U+0000, which PostgreSQL's text cannot store: refused in any text a request carries. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\0');
}
