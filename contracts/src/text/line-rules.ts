// Line breaks belong in essays only: a name holding some forged a whole entry, contact details
// and all, in the administrators' directory export. In a name, a line or a caption they become
// one space (a tab pasted from a spreadsheet, a value stored before this rule), so nothing is
// refused for them. Other control characters (C0, DEL, C1) show nothing a reader can see and
// move the cursor of a terminal an export is read in: refused everywhere.
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\x85\u2028\u2029]+/g;
const CONTROL_BUT_LAYOUT = /[^\P{Cc}\t\n\r]/u;

/** The refusal of a text holding a control character other than a line break or a tab. */
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed in this text';

/** Each run of line breaks and tabs as one space. */
export const onOneLine = (value: string): string => value.replace(LINE_BREAKS_AND_TABS, ' ');

/** Whether a text holds no control character but line breaks and tabs. */
export const noControl = (value: string): boolean => !CONTROL_BUT_LAYOUT.test(value);

// Explicit direction controls (embeddings, overrides, isolates: U+202A–U+202E, U+2066–U+2069)
// turn the text after them around until its paragraph ends: a name holding U+202E reversed the
// date after it in the album's "Shared by {name} • {date}". Dropped from every text a member writes, as
// line breaks are folded, so a pasted name still saves. The marks (LRM, RLM, ALM) stay: a
// right-to-left name may need them, and they turn nothing around.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without explicit direction controls. */
export const withoutDirectionControls = (value: string): string =>
  value.replace(DIRECTION_CONTROLS, '');
