import { franceDay } from '../text/france-clock.js';
import {
  type InsightsColumn,
  insightsColumnText,
  insightsColumns,
  type InsightsTableProfile,
} from './insights-table.js';

/** Characters that make a spreadsheet read a cell as a formula (or, for tab and CR, hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * OWASP "CSV injection": a cell a classmate typed (a name, a company) that starts like a
 * formula is prefixed with a single quote, so a spreadsheet shows it as text instead of
 * running it on the machine of whoever opens the export.
 */
export function neutraliseCsvFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a cell holding a comma, a quote or a line break is quoted, quotes doubled. */
export function csvCell(value: string): string {
  const safe = neutraliseCsvFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The Insights table as CSV: the rows in the order given (the table's current filter and sort),
 * the columns the table shows (insightsColumnsFor; all of them unless given). The arrival is the
 * ISO date, not the table's 'Jun 26', so a spreadsheet sorts it as a date. CRLF line ends as
 * RFC 4180 says.
 */
export function insightsCsv(
  rows: readonly InsightsTableProfile[],
  columns: readonly InsightsColumn[] = insightsColumns,
): string {
  const lines = [
    columns.map((column) => column.title).join(','),
    ...rows.map((row) =>
      columns.map((column) => csvCell(insightsColumnText(row, column))).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * e.g. 'reunion-insights-2025-06-01.csv', dated by France's day (docs/pages.md, "Dates and
 * times"), as the album's ZIP names are: the same name in every zone, and the day of the pages.
 */
export function insightsCsvFileName(now: Date): string {
  return `reunion-insights-${franceDay(now)}.csv`;
}
