/**
 * A line drawing in a 20 × 20 box beside words that say the same (so hidden from screen
 * readers), stroked as its class says in the stylesheet.
 */
export function LineIcon({
  d,
  strokeWidth,
  className = 'button__icon',
  roundCaps = true,
}: {
  /** The drawing, as an SVG path. */
  d: string;
  strokeWidth: string;
  className?: string;
  /** Round line ends; the corners are round either way. */
  roundCaps?: boolean;
}) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={d}
        fill="none"
        strokeWidth={strokeWidth}
        strokeLinecap={roundCaps ? 'round' : undefined}
        strokeLinejoin="round"
      />
    </svg>
  );
}
