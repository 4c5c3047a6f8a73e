/**
 * A placeholder height for content the browser may skip while it is off screen (content-visibility: auto): a block
 * of a schedule, a section of the API page, a table of downloads. The browser lays a skipped element out at this
 * height, so it should be near the real one, and never much under it: content taller than its placeholder spills
 * into the next one's place, and an audit that measures skipped rows (Lighthouse's touch-target check) then finds
 * them overlapping. The height is estimated when the page is built, for a phone (a row is a card, 390-412 px wide)
 * and for a wide window, and given as two classes (`m12 w6`: 12 × 500 px on a phone, 6 × 250 px wide) that the
 * stylesheet turns into `contain-intrinsic-size` (src/styles/site.css). Once shown, the browser keeps the real height
 * ("auto").
 */
export const NARROW_STEP_PX = 500;
export const WIDE_STEP_PX = 250;
/** The stylesheet has classes up to these steps (30,000 px and 15,000 px); a larger estimate is clamped. */
export const MAX_STEPS = 60;

export interface EstimatedHeight {
  narrowPx: number;
  widePx: number;
}

const steps = (px: number, step: number) => Math.min(MAX_STEPS, Math.max(1, Math.ceil(px / step)));

/** `m{steps} w{steps}`: the classes for an estimated height, rounded up. */
export const intrinsicSizeClasses = ({ narrowPx, widePx }: EstimatedHeight): string =>
  `m${steps(narrowPx, NARROW_STEP_PX)} w${steps(widePx, WIDE_STEP_PX)}`;

/** Lines of text a string takes at about `perLine` characters a line. */
export const textLines = (chars: number, perLine: number): number => Math.max(1, Math.ceil(chars / perLine));
