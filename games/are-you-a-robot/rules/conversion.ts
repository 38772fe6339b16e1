import type { Team } from '../content-types.ts';
import type { AyarState, CardId, PlayerID } from '../state.ts';
import type { Shuffle, TeamOf } from './deal.ts';
import { countCardsOf } from './card-stats.ts';
import { finish, type Step } from './outcome.ts';
import { inGame, inGameWith } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';

/**
 * Drop what someone knew about the Humans still in the game: their cards were re-dealt. A record
 * that names none of them is answered as it is, shared with the state before: the engine's
 * freeze skips it by identity (at 10 seats every viewer's record was copied and frozen anew).
 */
function forget<T>(known: Record<PlayerID, T>, redealt: PlayerID[]): Record<PlayerID, T> {
  const keys = Object.keys(known);
  if (!keys.some((p) => redealt.includes(p))) return known;
  const kept: Record<PlayerID, T> = {};
  for (const p of keys) if (!redealt.includes(p)) kept[p] = known[p];
  return kept;
}

/**
 * The moderator's conversion, run by the engine after a Human shot a Human: the Humans
 * still in the game hand in their cards (whatever Human cards they were), one `addCard`
 * joins them, and they are shuffled and dealt back in seat order, the last one set aside.
 * The Robots in the game (the witnesses) see who was converted; the new Robot learns nothing.
 */
export function convert(G: AyarState, addCard: CardId, teamOf: TeamOf, shuffle: Shuffle): Step {
  const stillIn = inGame(G);
  const humans = inGameWith(G, 'human');
  const witnesses = inGameWith(G, 'robot');
  const pile = shuffle([...humans.map((p) => G.cards[p]), addCard]);
  const roles = { ...G.roles };
  const cards = { ...G.cards };
  humans.forEach((p, i) => {
    cards[p] = pile[i];
    roles[p] = teamOf(pile[i]);
  });
  const converted = humans.find((p) => roles[p] === 'robot') ?? null;
  const number = G.conversions.length + 1;

  const knownBy: AyarState['knownBy'] = {};
  for (const [viewer, known] of Object.entries(G.knownBy)) knownBy[viewer] = forget(known, humans);
  for (const w of witnesses) {
    const learned = [...witnesses.filter((o) => o !== w), ...(converted ? [converted] : [])];
    knownBy[w] = { ...knownBy[w], ...Object.fromEntries(learned.map((p) => [p, 'robot' as Team])) };
  }

  const reached = converted ? [cards[converted]] : [];
  const counted = countCardsOf(G, [
    ['added by a conversion', [addCard]],
    ['converted a Human', reached],
    ['dealt to a player', reached],
  ]);
  const next: AyarState = copyWith(counted, {
    roles,
    cards,
    setAside: [...G.setAside, pile[humans.length]],
    revealed: forget(G.revealed, humans),
    revealedCards: forget(G.revealedCards, humans),
    knownBy,
    robotCardsDealt: G.robotCardsDealt + (teamOf(addCard) === 'robot' ? 1 : 0),
    conversions: [...G.conversions, { number, witnesses, converted }],
    events: [...G.events, { kind: 'conversion', number }],
  });
  if (inGameWith(next, 'human').length === 0) return finish(next, 'no-humans-left');
  if (stillIn.length === 1) return finish(next, 'last-player-standing');
  return { G: next };
}
