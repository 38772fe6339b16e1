import type { ModeDef } from '../content-types.ts';
import type { AyarState, PlayerID, PublicEvent } from '../state.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { countCardsOf } from './card-stats.ts';
import { convert } from './conversion.ts';
import type { Shuffle, TeamOf } from './deal.ts';
import { finish, type Step } from './outcome.ts';
import { checkActor, checkOther, inGame, inGameWith, roleOf, type Table } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';

export function checkZap(G: Table, _mode: ModeDef, playerID: PlayerID | null | undefined, target?: unknown): Violation | undefined {
  const actor = checkActor(G, playerID);
  if (actor) return actor;
  if (roleOf(G, playerID) !== 'human') {
    return violation('robots-cannot-shoot', 'Robots can never shoot. No one else sees that you tried.');
  }
  return checkOther(G, playerID!, target, 'zap');
}

/** Robot cards that could still be in the game: every one dealt, less those zapped. Public. */
export function robotsUnaccounted(G: Pick<AyarState, 'robotCardsDealt' | 'events'>): number {
  // A loop over the state's frozen log, where `filter` takes V8's slow way (docs/simulator.md, frozen lists).
  let zapped = 0;
  for (let i = 0; i < G.events.length; i++) {
    const e = G.events[i];
    if (e.kind === 'zap' && e.victimTeam === 'robot') zapped++;
  }
  return G.robotCardsDealt - zapped;
}

/** `shot` with `seat` out of the game, one copy of it: who left and the event that says so. */
function takenOut(shot: AyarState, seat: PlayerID, event: PublicEvent): AyarState {
  return copyWith(shot, { eliminated: [...shot.eliminated, seat], events: [...shot.events, event] });
}

export interface ZapEnv {
  shuffle: Shuffle;
  /** The team of a card id, to know what the conversion deals. */
  teamOf: TeamOf;
}

/** A checked zap: offers are void, the victim shows their card, then the mode decides. */
export function applyZap(G: AyarState, mode: ModeDef, shooter: PlayerID, victim: PlayerID, env: ZapEnv): Step {
  const victimTeam = G.roles[victim];
  const victimCard = G.cards[victim];
  const aimed = countCardsOf(G, [
    [victimTeam === 'robot' ? 'zapped a Robot' : 'zapped a Human', [G.cards[shooter]]],
    ['was zapped', [victimCard]],
  ]);
  const shot: AyarState = copyWith(aimed, {
    offers: [],
    // Only a Human can shoot, so the shot tells everyone the shooter's team too, but not which Human card it is.
    revealed: { ...G.revealed, [shooter]: 'human', [victim]: victimTeam },
    revealedCards: { ...G.revealedCards, [victim]: victimCard },
    events: [...G.events, { kind: 'zap', shooter, victim, victimTeam, victimCard }],
  });

  if (victimTeam === 'robot') {
    const out = takenOut(shot, victim, { kind: 'robot-out', victim });
    if (robotsUnaccounted(out) === 0) return finish(out, 'last-robot-zapped');
    if (inGame(out).length === 1) return finish(out, 'last-player-standing');
    return { G: out };
  }

  if (mode.afterHumanShot === 'robots-win') {
    return finish(shot, inGameWith(shot, 'robot').length > 0 ? 'human-zapped' : 'human-zapped-no-robot');
  }

  const removed = takenOut(shot, shooter, { kind: 'shooter-removed', shooter });
  if (!mode.conversion) throw new Error(`Are You A Robot?: mode '${mode.id}' converts after a Human is shot but names no conversion card.`);
  return convert(removed, mode.conversion.addCard, env.teamOf, env.shuffle);
}
