/**
 * Chips that travel: the stacks whose counts change in one render report here, and each loss
 * sends its discs flying across the page to a gain (the one of the same size if there is one;
 * a single loss, to every gain),
 * so a payment reads as chips going from the payer to the bank or to another player. Never under
 * prefers-reduced-motion; a stack out of the page (a folded dock) neither sends nor receives.
 */

interface Move {
  el: HTMLElement;
  delta: number;
}

const MOST_FLYING = 5;
const FLIGHT_MS = 650;
const STAGGER_MS = 70;
let pending: Move[] = [];

export function reportMove(el: HTMLElement, delta: number): void {
  pending.push({ el, delta });
  // Every stack of one render reports in that render's effects: pair them once they all have.
  if (pending.length === 1) queueMicrotask(flush);
}

function flush(): void {
  const moves = pending;
  pending = [];
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const gains = moves.filter((m) => m.delta > 0 && shown(m.el));
  const losses = moves.filter((m) => m.delta < 0 && shown(m.el));
  // One payer (the bank paying out a Life card): each gain gets its own discs from it.
  if (losses.length === 1) {
    for (const gain of gains) fly(losses[0].el, gain.el, Math.min(gain.delta, MOST_FLYING));
    return;
  }
  for (const loss of losses) {
    const to = gains.find((g) => g.delta === -loss.delta) ?? gains[0];
    if (to) fly(loss.el, to.el, Math.min(-loss.delta, MOST_FLYING));
  }
}

const shown = (el: HTMLElement) => el.isConnected && el.getClientRects().length > 0;

function fly(from: HTMLElement, to: HTMLElement, count: number): void {
  const start = from.getBoundingClientRect();
  const end = to.getBoundingClientRect();
  const look = getComputedStyle(from);
  for (let i = 0; i < count; i++) {
    const disc = document.createElement('span');
    disc.className = 'tw-disc tw-disc--flying';
    disc.setAttribute('aria-hidden', 'true');
    for (const name of ['--piece-face', '--piece-edge', '--piece-mark', '--piece-art']) disc.style.setProperty(name, look.getPropertyValue(name));
    disc.style.fontSize = look.fontSize;
    disc.style.left = `${start.left}px`;
    disc.style.top = `${start.top}px`;
    document.body.append(disc);
    const dx = end.left - start.left;
    const dy = end.top - start.top;
    const flight = disc.animate(
      [
        { transform: 'translate(0, 0)', opacity: 1 },
        { transform: `translate(${dx / 2}px, ${dy / 2 - 40}px)`, opacity: 1, offset: 0.5 },
        { transform: `translate(${dx}px, ${dy}px)`, opacity: 0.2 },
      ],
      { duration: FLIGHT_MS, delay: i * STAGGER_MS, easing: 'ease-in-out', fill: 'both' },
    );
    flight.finished.then(() => disc.remove(), () => disc.remove());
  }
}
