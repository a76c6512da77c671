import { type FieldsWith, fieldsWhere } from '../profile/profile-field-table.js';

/** The fields free text searches: the field table's `search` (all of them on the cards). */
export type SearchedField = FieldsWith<'search', true>;
const searchedFields = fieldsWhere<SearchedField>((field) => field.search);

/**
 * An entry free text searches (docs/pages.md, "Find Classmates"). A city is the city as the
 * searcher may see it: the server sends null for a city its owner hides from them
 * (docs/profiles.md, "Contact privacy"), so a hidden city can never make a profile match.
 */
export type DirectorySearchable = Readonly<Record<SearchedField, string | null>>;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower case without accents: a classmate typing "zoe" or "sao paulo" on a phone keyboard
 * still finds "Zoë" and "São Paulo". Case-insensitive, and a little kinder.
 */
export function foldSearchText(value: string): string {
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The words of a query; blank means "no text filter". */
export function searchTerms(text: string): string[] {
  return foldSearchText(text)
    .split(/\s+/)
    .filter((term) => term !== '');
}

// The folded text of an entry, kept per object: typing re-filters the same 2,000 objects on
// every key press, and folding is the costly part. Invisible to callers (same answers).
const haystacks = new WeakMap<object, string>();

function haystackOf(entry: DirectorySearchable): string {
  let haystack = haystacks.get(entry);
  if (haystack === undefined) {
    // A newline between fields, so a term never matches across two of them.
    haystack = foldSearchText(searchedFields.map((field) => entry[field] ?? '').join('\n'));
    haystacks.set(entry, haystack);
  }
  return haystack;
}

/**
 * Folds an entry's search text ahead of the first search (the browser does it for the whole list
 * while idle, so the first key press does not fold 2,000 cards at once). Changes no answer.
 */
export function prepareSearchText(entry: DirectorySearchable): void {
  haystackOf(entry);
}

/**
 * Every word of the query must appear in one of the fields (in any order). Whatever a plain
 * "the whole query is inside one field" test finds, this finds too ("ada lovelace"), and it also
 * finds "lovelace ada" or "ada france".
 */
export function matchesSearchText(entry: DirectorySearchable, text: string): boolean {
  return matchesSearchTerms(entry, searchTerms(text));
}

/** The same test with the query already split (once per filtering, not once per entry). */
export function matchesSearchTerms(entry: DirectorySearchable, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = haystackOf(entry);
  return terms.every((term) => haystack.includes(term));
}
