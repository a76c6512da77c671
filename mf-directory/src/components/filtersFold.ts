/**
 * The site's phone width: below 768 px (antd's `md`), as the shell's touch-target rule
 * (shell/src/styles/site.css) and the phone layout tests count phones.
 */
const PHONE_MAX_WIDTH_PX = 767;

/** Class names of the filters' parts, shared by the markup and FILTERS_FOLD_CSS. */
export const filtersFoldClass = {
  root: 'directory-filters',
  toggle: 'directory-filters__toggle',
  panel: 'directory-filters__panel',
} as const;

/**
 * On a phone the filters and the sort fold behind one "Filters" button, so the first cards are
 * on the first screen (issue 28, item 6); on a wider screen the button is not there and the
 * selects always show. Decided by CSS rather than by measuring the window in script: the page
 * is drawn on the server, and a layout chosen only once React has taken it over would jump.
 * The rules come with the section's own markup (a `<style>` it draws), so a section released
 * after the shell needs nothing new from the shell's stylesheet.
 *
 * `.ant-btn` beside the class outweighs antd's own `:where(…).ant-btn { display: inline-flex }`.
 *
 * A column is at least 15 em, as wide as the longest choice needs ('Most recently updated', cut
 * to 'Most recently upd…' in 180 px columns at 1280 px) and growing with the text: enlarged to
 * 200 %, labels ran into the next column's and every choice was cut.
 */
export const FILTERS_FOLD_CSS = `
.${filtersFoldClass.root} {
  display: grid;
  gap: 12px;
}
.${filtersFoldClass.toggle}.ant-btn {
  display: none;
}
.${filtersFoldClass.panel} {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr));
  gap: 12px;
  align-items: end;
}
@media (max-width: ${PHONE_MAX_WIDTH_PX}px) {
  .${filtersFoldClass.toggle}.ant-btn {
    display: inline-flex;
    justify-self: start;
    min-width: 44px;
    min-height: 44px;
  }
  .${filtersFoldClass.panel}[data-folded='true'] {
    display: none;
  }
}
`;
