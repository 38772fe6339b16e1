/** A card whose drawing is off its box by more than this many pixels did not take its physical size. */
const TOLERANCE_PX = 1.5;

/**
 * Every card box whose card drew at another size than the box (its physical size at the
 * export's resolution): the export refuses to print a card cut or padded by the layout.
 */
export function misfits(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.print-box')].flatMap((box) => {
    const card = box.firstElementChild?.getBoundingClientRect();
    const want = box.getBoundingClientRect();
    if (card && Math.abs(card.width - want.width) <= TOLERANCE_PX && Math.abs(card.height - want.height) <= TOLERANCE_PX) return [];
    const got = card ? `${card.width.toFixed(1)}x${card.height.toFixed(1)} px` : 'nothing';
    return [`${box.dataset.slot} drew ${got} in a ${want.width.toFixed(1)}x${want.height.toFixed(1)} px box`];
  });
}

/** Cards whose words the card's own fit could not get inside its safe area (it marks them data-overflow). */
export function overflowing(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.print-box')].filter((box) => box.querySelector('[data-overflow]')).map((box) => box.dataset.slot ?? '?');
}
