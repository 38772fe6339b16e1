import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** A card being dragged: how far it has moved, and the drop zone under the pointer, if any. */
export interface CardDrag {
  card: string;
  dx: number;
  dy: number;
  over: string | undefined;
}

/** Below this many pixels a press is a click, not a drag (a finger never lands perfectly still). */
const DRAG_PX = 8;

/** The drop zone under a point: the nearest `data-drop-zone` of any element there, the dragged card itself looked through. */
function zoneAt(x: number, y: number): string | undefined {
  for (const element of document.elementsFromPoint(x, y)) {
    const zone = element.closest('[data-drop-zone]')?.getAttribute('data-drop-zone');
    if (zone) return zone;
  }
  return undefined;
}

/**
 * Dragging a card with pointer events, so a mouse, a pen and a finger all work: the card
 * follows the pointer once it has moved a few pixels, and letting go over a zone marked
 * `data-drop-zone` calls `onDrop`. The click a browser sends after a drag is swallowed
 * (`afterDrag`), so a drag never also plays the card where it started.
 */
export function useCardDrag(onDrop: (card: string, zone: string) => void) {
  const [drag, setDrag] = useState<CardDrag | null>(null);
  const press = useRef<{ card: string; x: number; y: number; pointer: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const handlers = useCallback(
    (card: string) => ({
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        // A drag whose click never came (let go outside the card) must not swallow this press's.
        dragged.current = false;
        press.current = { card, x: event.clientX, y: event.clientY, pointer: event.pointerId, moved: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const at = press.current;
        if (!at || at.pointer !== event.pointerId) return;
        const dx = event.clientX - at.x;
        const dy = event.clientY - at.y;
        if (!at.moved && Math.hypot(dx, dy) < DRAG_PX) return;
        if (!at.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
        at.moved = true;
        setDrag({ card, dx, dy, over: zoneAt(event.clientX, event.clientY) });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const at = press.current;
        press.current = null;
        if (!at?.moved) return;
        dragged.current = true;
        setDrag(null);
        const zone = zoneAt(event.clientX, event.clientY);
        if (zone) onDrop(at.card, zone);
      },
      onPointerCancel() {
        press.current = null;
        setDrag(null);
      },
    }),
    [onDrop],
  );

  /** Whether the click now arriving ends a drag (and so must do nothing); the next one counts again. */
  const afterDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { drag, handlers, afterDrag };
}
