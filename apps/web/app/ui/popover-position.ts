/** Where a popover dialog goes next to the control that opened it (pure: unit-tested). */

export type Box = { top: number; left: number; bottom: number; right: number };
export type Size = { width: number; height: number };
export type Placement = { top: number; left: number; maxHeight: number };

/**
 * Below the anchor and aligned with its inline start (its right edge in right-to-left pages);
 * above when it fits there and not below; kept inside the viewport with `margin` to spare, and
 * given a max height (it scrolls) when it fits neither above nor below.
 */
export function popoverPosition(
  anchor: Box,
  size: Size,
  viewport: Size,
  rtl: boolean,
  gap = 4,
  margin = 8,
): Placement {
  const maxLeft = Math.max(margin, viewport.width - size.width - margin);
  const left = Math.min(Math.max(rtl ? anchor.right - size.width : anchor.left, margin), maxLeft);

  const below = viewport.height - margin - (anchor.bottom + gap);
  const above = anchor.top - gap - margin;
  if (size.height <= below || below >= above) {
    return { top: anchor.bottom + gap, left, maxHeight: Math.max(below, 0) };
  }
  const height = Math.min(size.height, above);
  return { top: anchor.top - gap - height, left, maxHeight: Math.max(above, 0) };
}
