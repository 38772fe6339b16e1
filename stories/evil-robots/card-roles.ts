import type { EvilContent, RobotDef } from '../../games/evil-robots/content-types.ts';

/**
 * The parts Robot Cards play in the story fixtures, found by what a card does (its type, its
 * `script` steps, its `modifiers`) rather than by its id, so a designer who renames, rewords or
 * removes a card in content/evil-robots/robots.yaml breaks no story and no test unless no card
 * is left that does the job.
 */
export interface CardRole {
  /** The part, as the error names it, e.g. "asks whose coin it acts on". */
  part: string;
  /** What a card must be to play it, as the error says. */
  what: string;
  fits(card: RobotDef): boolean;
}

interface Step {
  name: string;
  args: Record<string, unknown>;
}

function stepsOf(card: RobotDef): Step[] {
  return (card.script ?? []).map((step) => {
    const [name, args] = Object.entries(step)[0] ?? ['', {}];
    return { name, args: args !== null && typeof args === 'object' ? (args as Record<string, unknown>) : {} };
  });
}

const modifiersOf = (card: RobotDef) => (card.modifiers ?? []) as { question?: string; when?: Record<string, unknown> }[];

/** Steps that act on one chosen player's coins, asking nothing more. */
const COIN_STEPS = ['flip-coin', 'match-coin', 'show-coin', 'peek-coin', 'swap-power'];

/**
 * Cy reveals it on her turn in round 1 and the table waits on her: an Immediate card that asks
 * whose coins it acts on, the extra player among the choices, and then asks nothing more.
 */
export const CHOOSES_COIN: CardRole = {
  part: 'asks its owner whose coins it acts on, the extra player included',
  what: 'an immediate card costing at most 1 whose script is a choose-coin (extra not false, among any or opponent) followed only by coin steps',
  fits(card) {
    const [choose, ...rest] = stepsOf(card);
    return (
      card.type === 'immediate' &&
      card.cost <= 1 &&
      choose?.name === 'choose-coin' &&
      choose.args.extra !== false &&
      [undefined, 'any', 'opponent'].includes(choose.args.among as string | undefined) &&
      rest.length > 0 &&
      rest.every((s) => COIN_STEPS.includes(s.name))
    );
  },
};

/** Ada reveals it on her turn: an Active card that changes what an action costs its owner, and nothing else. */
export const CHANGES_OWN_COSTS: CardRole = {
  part: "changes what its owner's actions cost while it is face up",
  what: 'an active card costing at most 1, without a script, whose modifiers all answer action-cost for its owner',
  fits(card) {
    const mods = modifiersOf(card);
    return card.type === 'active' && card.cost <= 1 && stepsOf(card).length === 0 && mods.length > 0 && mods.every((m) => m.question === 'action-cost' && m.when?.player === 'owner');
  },
};

/** Bo reveals it in the Reveal phase: a Reveal card that changes the rules and asks nothing. */
export const QUIET_REVEAL: CardRole = {
  part: 'is a Reveal card that changes the rules without asking anything',
  what: 'a reveal card with modifiers and no script',
  fits(card) {
    return card.type === 'reveal' && stepsOf(card).length === 0 && modifiersOf(card).length > 0;
  },
};

/** Dee holds it to the end of the game: an Endgame card. */
export const ENDGAME: CardRole = {
  part: 'is an Endgame card',
  what: 'a card of type endgame',
  fits: (card) => card.type === 'endgame',
};

export const ROLES = [CHOOSES_COIN, CHANGES_OWN_COSTS, QUIET_REVEAL, ENDGAME];

/** The first card in content order playing `role`, `taken` aside; an error naming the role when there is none. */
export function findCard(content: EvilContent, role: CardRole, taken: readonly string[] = []): RobotDef {
  const fitting = content.robots.robots.filter((c) => role.fits(c));
  const card = fitting.find((c) => !taken.includes(c.id));
  if (!card) {
    const spent = fitting.length > 0 ? ` (${fitting.map((c) => c.id).join(', ')} already plays another part)` : '';
    throw new Error(`Evil Robots story deal: no Robot Card that ${role.part}: the stories need ${role.what}${spent}.`);
  }
  return card;
}

/**
 * Cards for the seats' other slots, where any card of the deck will do as long as it asks
 * nothing at a turn's end: not an Endgame or Reveal card (the fixtures pass those moments for
 * everyone but the seat a story watches), none already playing a part.
 */
export function fillers(content: EvilContent, deck: RobotDef['deck'], taken: readonly string[]): RobotDef[] {
  return content.robots.robots.filter((c) => c.deck === deck && !taken.includes(c.id) && (c.type === 'immediate' || c.type === 'active'));
}
