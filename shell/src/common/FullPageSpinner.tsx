/**
 * A centred spinner with a label screen readers announce. Drawn with CSS (site.css) rather
 * than antd's Spin: it shows while the session and the screens load, so it is in the shell's
 * first load, where every kilobyte counts.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="full-page spinner-page" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
