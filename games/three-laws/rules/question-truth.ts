import type { QuestionDef } from '../content-types.ts';
import type { FactionCard, PlayerID, TemplateUse } from '../state.ts';

/** Every seat's card in one possible world (a bot's guess fills in its own). */
export type World = Record<PlayerID, FactionCard>;

/**
 * The cards a seat sees, with `card` as its own: one possible world. Copied field by field,
 * as `{ ...seen, [me]: card }` took several times as long in V8 (bots build one per card their
 * own may be, for every question, at every step).
 */
export function worldWith(seen: Readonly<World>, me: PlayerID, card: FactionCard): World {
  const world: World = {};
  for (const p in seen) world[p] = seen[p];
  world[me] = card;
  return world;
}

// Bots weigh every question on every card their own may be, at every step: the two walks over
// the cards the answerer sees (every card but their own) are loops, not arrays built per world.
function everySeen(world: World, answerer: PlayerID, test: (card: FactionCard) => boolean): boolean {
  for (const p in world) if (p !== answerer && !test(world[p])) return false;
  return true;
}

function countSeen(world: World, answerer: PlayerID, test: (card: FactionCard) => boolean): number {
  let count = 0;
  for (const p in world) if (p !== answerer && test(world[p])) count++;
  return count;
}

/**
 * The true answer to a templated question, as the answerer can know it: only cards the
 * answerer sees (every card but their own) count. yes/no as a boolean, a count as a number.
 */
export function truthOf(def: Pick<QuestionDef, 'truth'>, use: TemplateUse, world: World, asker: PlayerID, answerer: PlayerID): boolean | number {
  const mine = world[asker];
  const other = world[String(use.params.player)];
  const rank = Number(use.params.rank);
  switch (def.truth) {
    case 'highest-rank-seen':
      return everySeen(world, answerer, (c) => c.rank <= mine.rank);
    case 'leads-faction-seen':
      return everySeen(world, answerer, (c) => c.faction !== mine.faction || c.rank <= mine.rank);
    case 'same-faction':
      return other.faction === mine.faction;
    case 'same-rank':
      return other.rank === mine.rank;
    case 'higher-rank':
      return mine.rank > other.rank;
    case 'rank-at-least':
      return mine.rank >= rank;
    case 'rank-is':
      return mine.rank === rank;
    case 'faction-is':
      return mine.faction === use.params.faction;
    case 'count-faction':
      return countSeen(world, answerer, (c) => c.faction === use.params.faction);
  }
}
