import type { ModeDef } from '../content-types.ts';
import type { AyarState, PlayerID } from '../state.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { countCards } from './card-stats.ts';
import { finish, type Step } from './outcome.ts';
import { checkActor, inGameWith, roleOf, type Table } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';

export function checkRevolution(G: Table, mode: ModeDef, playerID: PlayerID | null | undefined): Violation | undefined {
  if (!mode.revolution) return violation('no-revolution', `There is no Robot revolution in ${mode.name} mode.`);
  const actor = checkActor(G, playerID);
  if (actor) return actor;
  if (roleOf(G, playerID) !== 'robot') {
    return violation('humans-cannot-declare', 'Only a Robot can declare the Robot revolution. No one else sees that you tried.');
  }
  return undefined;
}

/** Right when at most one Human is left in the game; otherwise the Robots gave themselves away. */
export function applyRevolution(G: AyarState, by: PlayerID): Step {
  const declared: AyarState = copyWith(countCards(G, 'declared revolution', [G.cards[by]]), { offers: [], events: [...G.events, { kind: 'revolution', by }] });
  return finish(declared, inGameWith(G, 'human').length <= 1 ? 'revolution' : 'false-revolution');
}
