/** Half a pixel of slack: rounding at another zoom must not push a word across an edge. */
const SLACK = 0.5;
const METRIC_ROUNDING = 1;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Whether `root`'s words all show, and its laid-out parts keep inside its padding (the card's
 * margin): a text that has grown past the card's padding is cut by nothing yet runs to the edge.
 */
export function faceFits(root: HTMLElement): boolean {
  return wordsVisible(root) && flowInside(root);
}

/**
 * Whether every word under `root` can be read: it lies inside the padding box of `root` and of
 * every element between them that clips its overflow (overflow hidden or clip, a line clamp,
 * paint containment). Words, not scroll sizes: a face's decorations may run past its edge on
 * purpose (an emblem cut by the border), its words never. A word is measured where it is laid
 * out, so a word an inner box clips away is caught even though it sits inside the card.
 */
export function wordsVisible(root: HTMLElement): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const limits = new Map<Element, Box>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Words for screen readers only, and words drawn inside a picture, are not laid out as text.
    if (!parent || !node.textContent?.trim() || parent.closest('.visually-hidden, svg')) continue;
    const limit = limitOf(parent, root, limits);
    const lead = halfLeading(parent);
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width > 0 && (r.left < limit.left || r.top + lead(r) < limit.top || r.right > limit.right || r.bottom - lead(r) > limit.bottom)) return false;
    }
  }
  return true;
}

/** Where `element`'s words are seen: `root`'s content box cut by every clipping box on the way up. */
function limitOf(element: Element, root: HTMLElement, known: Map<Element, Box>): Box {
  const cached = known.get(element);
  if (cached) return cached;
  let limit: Box;
  if (element === root || !root.contains(element)) {
    limit = inset(root, false);
  } else {
    const above = limitOf(element.parentElement ?? root, root, known);
    const style = getComputedStyle(element);
    const clipsX = clips(style.overflowX, style.contain);
    const clipsY = clips(style.overflowY, style.contain);
    if (!clipsX && !clipsY) limit = above;
    else {
      const own = inset(element as HTMLElement, false);
      limit = {
        left: clipsX ? Math.max(above.left, own.left) : above.left,
        right: clipsX ? Math.min(above.right, own.right) : above.right,
        top: clipsY ? Math.max(above.top, own.top) : above.top,
        bottom: clipsY ? Math.min(above.bottom, own.bottom) : above.bottom,
      };
    }
  }
  known.set(element, limit);
  return limit;
}

function clips(overflow: string, contain: string): boolean {
  return overflow !== 'visible' || /\b(paint|content|strict)\b/.test(contain);
}

/**
 * Whether `root`'s children laid out in its flow end above its bottom padding, where a growing
 * text pushes them. Placed children may overhang, and a band may run into the side padding.
 */
function flowInside(root: HTMLElement): boolean {
  const { bottom } = inset(root, true);
  return [...root.children].every((child) => {
    if (/^(absolute|fixed)$/.test(getComputedStyle(child).position)) return true;
    const r = child.getBoundingClientRect();
    return r.height === 0 || r.bottom <= bottom;
  });
}

/**
 * How far a line's glyph box (the font's whole ascent and descent) reaches past its line box:
 * a one-line label set tight (line-height 1) in a clipping box shows all its letters though its
 * glyph box does not fit, so a line counts as cut when its line box is. Chromium rounds the
 * ascent and descent to whole pixels apart, which can shift the line box by up to a pixel.
 */
function halfLeading(element: HTMLElement): (r: DOMRect) => number {
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  const scale = element.offsetWidth > 0 ? element.getBoundingClientRect().width / element.offsetWidth : 1;
  return (r) => (Number.isNaN(lineHeight) ? 0 : Math.max(0, (r.height - lineHeight * scale) / 2 + METRIC_ROUNDING));
}

/**
 * `element`'s padding box (or content box) on screen, with the slack. Its borders and padding
 * are in its own CSS pixels, which a zoom above it scales: the ratio of its drawn width to its
 * layout width converts them.
 */
function inset(element: HTMLElement, contentBox: boolean): Box {
  const r = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const scale = element.offsetWidth > 0 ? r.width / element.offsetWidth : 1;
  const side = (name: 'Left' | 'Right' | 'Top' | 'Bottom') => (parseFloat(style[`border${name}Width`]) + (contentBox ? parseFloat(style[`padding${name}`]) : 0)) * scale - SLACK;
  return { left: r.left + side('Left'), right: r.right - side('Right'), top: r.top + side('Top'), bottom: r.bottom - side('Bottom') };
}
