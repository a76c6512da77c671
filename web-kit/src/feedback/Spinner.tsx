/** The spinner's sizes (16, 24, 32 and 48 px across) and colours, as the site's pages use them. */
export type SpinnerSize = 'small' | 'medium' | 'large' | 'extra-large';
/** Grey on light backgrounds, the reunion green, white on the green or on photos. */
export type SpinnerColour = 'default' | 'primary' | 'white';

export interface SpinnerProps {
  readonly size?: SpinnerSize;
  readonly colour?: SpinnerColour;
  /**
   * Said by screen readers when the spinner stands alone; leave it out when visible text
   * beside the spinner already says what is loading.
   */
  readonly label?: string;
}

/**
 * The site's loading spinner: plain CSS (the shell's site.css draws `.spinner` and its
 * modifiers), so a page that shows one loads no component library's code for it.
 */
export function Spinner({ size = 'medium', colour = 'default', label }: SpinnerProps) {
  const className = `spinner spinner--${size} spinner--${colour}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-flex' }}>
      <span className={className} aria-hidden="true" />
    </span>
  );
}
