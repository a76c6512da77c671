/**
 * The class of a link that stands alone rather than inside a sentence (a back link, a list of
 * links, a contact's e-mail or phone): on a phone the shell's site.css makes it a 44 px touch
 * target, as buttons are (docs/pages.md, "On a phone"). A class, not a style object: the size
 * depends on the screen.
 */
export const STANDALONE_LINK_CLASS = 'standalone-link';
