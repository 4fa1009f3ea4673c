// The visible range of route render tracking (pure): 10%–85% of the viewport's height and
// width; an element counts when at least 2 of its 4 edges fall inside the range.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The range for a viewport of `width` × `height`. */
export function visibleRange(width: number, height: number): Box {
  return { top: height * 0.1, bottom: height * 0.85, left: width * 0.1, right: width * 0.85 };
}

/** Number of the element's edges inside the range (top/bottom vertically, left/right horizontally). */
export function edgesInRange(rect: Box, range: Box): number {
  const inV = (y: number) => y >= range.top && y <= range.bottom;
  const inH = (x: number) => x >= range.left && x <= range.right;
  return (
    (inV(rect.top) ? 1 : 0) +
    (inV(rect.bottom) ? 1 : 0) +
    (inH(rect.left) ? 1 : 0) +
    (inH(rect.right) ? 1 : 0)
  );
}

/** True when the element counts as a visible insertion. */
export function isVisibleInsertion(rect: Box, range: Box): boolean {
  if (rect.bottom - rect.top <= 0 && rect.right - rect.left <= 0) return false;
  return edgesInRange(rect, range) >= 2;
}
