/**
 * A screen's code could not be fetched. Plain markup, because this file is in the shell's first
 * load, and reloading is the fix: after a deploy the page needs the new files' names.
 *
 * `insideMain`: drawn inside the site layout's own main landmark (a page's code failed under
 * SiteLayout), where a main of its own would make two, one inside the other; a page has one.
 */
export function ScreenLoadError({ insideMain = false }: { insideMain?: boolean }) {
  const Landmark = insideMain ? 'div' : 'main';
  return (
    <Landmark className="full-page centered-page">
      <div className="plain-card narrow-card" role="alert">
        <h1 className="plain-card__title">This page could not be loaded</h1>
        <p>Please check your connection, then reload the page.</p>
        <button type="button" className="plain-button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </Landmark>
  );
}
