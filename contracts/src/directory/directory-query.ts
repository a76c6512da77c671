import { countryNames } from '../countries/country-names.js';
import {
  accommodationTownValues,
  accommodationValues,
  industryValues,
} from '../profile/enum-values.js';
import {
  ALL,
  defaultDirectoryFilters,
  directoryAttendeesValues,
  directoryKidsValues,
  type DirectoryFilters,
} from './directory-filters.js';
import {
  DEFAULT_DIRECTORY_SORT,
  directorySortValues,
  type DirectorySort,
} from './directory-sort.js';

/** Everything a directory address says: the filters, the sort and the page. */
export interface DirectoryQueryState {
  filters: DirectoryFilters;
  sort: DirectorySort;
  /** 1-based. */
  page: number;
}

export const defaultDirectoryQueryState: Readonly<DirectoryQueryState> = {
  filters: defaultDirectoryFilters,
  sort: DEFAULT_DIRECTORY_SORT,
  page: 1,
};

/**
 * The query parameter of each part, short because people share these links. Defaults are left
 * out, so the plain page is just /search.
 */
export const directoryQueryParams = {
  text: 'q',
  industry: 'industry',
  attendees: 'attendees',
  country: 'country',
  accommodation: 'accommodation',
  accommodationTown: 'town',
  kids: 'kids',
  sort: 'sort',
  page: 'page',
} as const;

/** A shared link stays a link, not a megabyte: longer search text is cut. */
export const DIRECTORY_QUERY_TEXT_MAX = 200;
/**
 * The search text cut to DIRECTORY_QUERY_TEXT_MAX UTF-16 units, without leaving the first half
 * of an emoji (a surrogate pair) at the end: a lone half cannot be percent-encoded.
 */
function cutQueryText(text: string): string {
  return text.slice(0, DIRECTORY_QUERY_TEXT_MAX).replace(/[\uD800-\uDBFF]$/, '');
}

/** Far past any real page count; keeps a silly number from becoming Infinity. */
const PAGE_MAX = 1_000_000;

/** What a query is read from: URLSearchParams, or anything with the same `get`. */
export interface QueryParamsReader {
  get(name: string): string | null;
}

const countrySet: ReadonlySet<string> = new Set(countryNames);

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** Reads an application/x-www-form-urlencoded string, as URLSearchParams would. */
function readerOf(query: string): QueryParamsReader {
  const values = new Map<string, string>();
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const [rawName = '', ...rest] = part.split('=');
    const decode = (value: string) => {
      try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return null;
      }
    };
    const name = decode(rawName);
    const value = decode(rest.join('='));
    // The first occurrence wins, like URLSearchParams.get.
    if (name !== null && value !== null && !values.has(name)) values.set(name, value);
  }
  return { get: (name) => values.get(name) ?? null };
}

/**
 * The directory state an address describes. Anything unknown (a misspelt industry, a sort
 * from a future version, page=abc) is ignored and reads as its default, so an old or edited
 * link still opens a working page.
 */
export function parseDirectoryQuery(query: string | QueryParamsReader): DirectoryQueryState {
  const params = typeof query === 'string' ? readerOf(query) : query;
  const p = directoryQueryParams;
  const d = defaultDirectoryFilters;
  const country = params.get(p.country);
  return {
    filters: {
      text: cutQueryText(params.get(p.text) ?? ''),
      industry: oneOf([ALL, ...industryValues], params.get(p.industry), d.industry),
      attendees: oneOf(directoryAttendeesValues, params.get(p.attendees), d.attendees),
      country: country !== null && countrySet.has(country) ? country : d.country,
      accommodation: oneOf(
        [ALL, ...accommodationValues],
        params.get(p.accommodation),
        d.accommodation,
      ),
      accommodationTown: oneOf(
        [ALL, ...accommodationTownValues],
        params.get(p.accommodationTown),
        d.accommodationTown,
      ),
      kids: oneOf(directoryKidsValues, params.get(p.kids), d.kids),
    },
    sort: oneOf(directorySortValues, params.get(p.sort), DEFAULT_DIRECTORY_SORT),
    page: readPage(params.get(p.page)),
  };
}

/**
 * The query parameters of a state, defaults left out, in a fixed order (so one search always
 * makes one address). Entries suit react-router's setSearchParams and `new URLSearchParams`.
 */
export function directoryQueryEntries(state: DirectoryQueryState): [string, string][] {
  const p = directoryQueryParams;
  const f = state.filters;
  const entries: [string, string][] = [];
  const text = cutQueryText(f.text);
  if (text.trim() !== '') entries.push([p.text, text]);
  const choices: [string, string][] = [
    [p.industry, f.industry],
    [p.attendees, f.attendees],
    [p.country, f.country],
    [p.accommodation, f.accommodation],
    [p.accommodationTown, f.accommodationTown],
    [p.kids, f.kids],
  ];
  for (const [name, value] of choices) if (value !== ALL) entries.push([name, value]);
  if (state.sort !== DEFAULT_DIRECTORY_SORT) entries.push([p.sort, state.sort]);
  if (state.page > 1) entries.push([p.page, String(state.page)]);
  return entries;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(value: string): string {
  // encodeURIComponent throws on a lone surrogate (pasted text can hold one); URLSearchParams
  // writes U+FFFD for it, and so does this.
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(/%20/g, '+');
}

/** The same as a query string without '?' ('' for the default state). */
export function directoryQueryString(state: DirectoryQueryState): string {
  return directoryQueryEntries(state)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}
