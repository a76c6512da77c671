/**
 * The class of a link that stands alone rather than inside a sentence (a back link, a list of
 * links, a contact's e-mail or phone): on a phone the shell's site.css makes it a 44 px touch
 * target, as buttons are (docs/pages.md, "On a phone"). A class, not a style object: the size
 * depends on the screen.
 */
export const STANDALONE_LINK_CLASS = 'standalone-link';

/**
 * A link standing alone on a line among lines of text, such as a profile's e-mail between its
 * label and 'Organisers only': the same 44 px target on a phone, drawn as padding that reaches
 * over the text above and below instead of a box that pushes it away, so the line, and one it
 * wraps onto, sit where text's would. Not for links stacked on one another (a list of links, an
 * e-mail above a phone): their targets would overlap; STANDALONE_LINK_CLASS spaces them.
 */
export const STANDALONE_LINK_AMID_TEXT_CLASS = `${STANDALONE_LINK_CLASS} standalone-link--amid-text`;

/**
 * A row of links standing alone that wraps when the box is narrow, such as a contact's e-mail
 * and phone: 16 px apart, and on a phone, where each is a 44 px target, its wrapped rows touch
 * (the targets space them) rather than adding 16 px to the 22 each leaves above and below its
 * text. The shell's site.css draws it, as the links.
 */
export const STANDALONE_LINK_ROW_CLASS = 'standalone-link-row';
