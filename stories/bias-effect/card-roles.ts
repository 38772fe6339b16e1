import type { AlgorithmDef, BiasContent } from '../../games/bias-effect/content-types.ts';

/**
 * The parts Algorithm cards play in the story fixtures, found by what a card does (its
 * `script` steps) rather than by its id, so a designer who renames, rewords or removes a card
 * in content/bias-effect/algorithms.yaml breaks no story and no test unless no card is left
 * that does the job.
 */
export interface CardRole {
  /** The part, as the error names it, e.g. "gains its owner chips". */
  part: string;
  /** What a card must do to play it, as the error says, e.g. "its script is a single gain-chips for its owner". */
  what: string;
  fits(card: AlgorithmDef): boolean;
}

/** One step of a card script: `{ <step>: <args> }`. */
interface Step {
  name: string;
  args: Record<string, unknown>;
}

function stepsOf(card: AlgorithmDef): Step[] {
  return card.script.map((step) => {
    const [name, args] = Object.entries(step)[0] ?? ['', {}];
    return { name, args: args !== null && typeof args === 'object' ? (args as Record<string, unknown>) : {} };
  });
}

/** Whether a step's player argument means the card's owner (steps default to the owner when it is left out). */
const isOwner = (who: unknown) => who === undefined || who === 'owner';

/** The `amount` of an add-effect's data, when it is a number. */
function effectAmount(step: Step): number | undefined {
  const data = step.args.data as Record<string, unknown> | undefined;
  return typeof data?.amount === 'number' ? data.amount : undefined;
}

/** An add-effect step putting a bid-bonus on `owner` (undefined: the card's owner) until the next bids. */
function isBidBonus(step: Step, owner: string | undefined): boolean {
  const on = step.args.owner;
  return (
    step.name === 'add-effect' &&
    step.args.effect === 'bid-bonus' &&
    step.args.until === 'next-bids' &&
    (owner === undefined ? isOwner(on) : on === owner)
  );
}

/** Ada plays it in round 1: it changes her chips and nothing else. */
export const GAINS_CHIPS: CardRole = {
  part: 'gains its owner chips',
  what: 'its script is a single gain-chips for its owner, of a positive amount',
  fits(card) {
    const steps = stepsOf(card);
    return steps.length === 1 && steps[0].name === 'gain-chips' && steps[0].args.players === 'owner' && Number(steps[0].args.amount) > 0;
  },
};

/** Ada plays it in round 2's Algorithm step: it raises her total at the next bids and does nothing else. */
export const BOOSTS_OWN_BID: CardRole = {
  part: "adds to its owner's next bid total",
  what: 'its script is a single add-effect of a positive bid-bonus on its owner until next-bids',
  fits(card) {
    const steps = stepsOf(card);
    return steps.length === 1 && isBidBonus(steps[0], undefined) && (effectAmount(steps[0]) ?? 0) > 0;
  },
};

/**
 * Bo plays it in round 2's Algorithm step, and the table waits on his decision: he chooses
 * another player (choose-player among opponents), whose total at the next bids then drops
 * (add-effect of a negative bid-bonus on the chosen player until next-bids).
 */
export const CUTS_CHOSEN_BID: CardRole = {
  part: "asks its owner to choose another player, whose next bid total it cuts",
  what: 'its script is a choose-player among opponents, then an add-effect of a negative bid-bonus on the chosen player until next-bids',
  fits(card) {
    const steps = stepsOf(card);
    if (steps.length !== 2) return false;
    const [choose, cut] = steps;
    if (choose.name !== 'choose-player' || ![undefined, 'opponent'].includes(choose.args.among as string | undefined)) return false;
    if (typeof choose.args.as !== 'string' || choose.args.optional === true) return false;
    return isBidBonus(cut, `$${choose.args.as}`) && (effectAmount(cut) ?? 0) < 0;
  },
};

/** Held in Ada's hand, never played: a card that only takes chips from other players or makes them pay the bank. */
export const TAKES_CHIPS: CardRole = {
  part: 'takes chips from other players',
  what: 'its script only chooses players (choose-player), takes chips from them (take-chips) or makes others pay the bank (lose-chips, not its owner nor all)',
  fits(card) {
    const steps = stepsOf(card);
    const takes = (s: Step) => (s.name === 'take-chips' && s.args.to === undefined) || (s.name === 'lose-chips' && typeof s.args.players === 'string' && !['owner', 'all'].includes(s.args.players));
    return steps.some(takes) && steps.every((s) => takes(s) || s.name === 'choose-player');
  },
};

/** The first design in content order playing `role`, `taken` aside; an error naming the role when there is none. */
export function findCard(content: BiasContent, role: CardRole, taken: readonly string[] = []): AlgorithmDef {
  const fitting = content.algorithms.algorithms.filter((c) => role.fits(c));
  const card = fitting.find((c) => !taken.includes(c.id));
  if (!card) {
    const spent = fitting.length > 0 ? ` (${fitting.map((c) => c.id).join(', ')} already plays another part)` : '';
    throw new Error(`Bias Effect story deal: no Algorithm card ${role.part}: the stories need one whose ${role.what.replace(/^its /, '')}${spent}.`);
  }
  return card;
}

/**
 * `count` cards of the designs not in `taken`, for the parts where any card will do: one copy
 * of each design in content order, then second copies, and so on, so a hand shows different
 * cards. An error when the deck has too few.
 */
export function otherCards(content: BiasContent, taken: readonly string[], count: number): AlgorithmDef[] {
  const rest = content.algorithms.algorithms.filter((c) => !taken.includes(c.id));
  const most = Math.max(0, ...rest.map((c) => c.copies));
  const cards = Array.from({ length: most }, (_, copy) => rest.filter((c) => c.copies > copy)).flat();
  if (cards.length < count) {
    throw new Error(`Bias Effect story deal: the stories need ${count} more Algorithm cards besides ${taken.join(', ')}, and the deck has ${cards.length}.`);
  }
  return cards.slice(0, count);
}
