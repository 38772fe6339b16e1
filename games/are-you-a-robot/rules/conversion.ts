import type { Team } from '../content-types.ts';
import type { AyarState, PlayerID } from '../state.ts';
import type { Shuffle } from './deal.ts';
import { finish, type Step } from './outcome.ts';
import { inGame, inGameWith } from './table.ts';

/** Drop what someone knew to be Human about a player still in the game: their card was re-dealt. */
function forgetHumans(known: Record<PlayerID, Team>, stillIn: PlayerID[]): Record<PlayerID, Team> {
  return Object.fromEntries(Object.entries(known).filter(([p, team]) => !(team === 'human' && stillIn.includes(p))));
}

/**
 * The moderator's conversion, run by the engine after a Human shot a Human: the Humans
 * still in the game hand in their cards, one `addTeam` card joins them, and they are
 * shuffled and dealt back in seat order, the last one set aside. The Robots in the game
 * (the witnesses) see who was converted; the new Robot learns nothing.
 */
export function convert(G: AyarState, addTeam: Team, shuffle: Shuffle): Step {
  const stillIn = inGame(G);
  const humans = inGameWith(G, 'human');
  const witnesses = inGameWith(G, 'robot');
  const cards = shuffle([...humans.map((p) => G.roles[p]), addTeam]);
  const roles = { ...G.roles };
  humans.forEach((p, i) => (roles[p] = cards[i]));
  const converted = humans.find((p) => roles[p] === 'robot') ?? null;
  const number = G.conversions.length + 1;

  const knownBy: AyarState['knownBy'] = {};
  for (const [viewer, known] of Object.entries(G.knownBy)) knownBy[viewer] = forgetHumans(known, stillIn);
  for (const w of witnesses) {
    const learned = [...witnesses.filter((o) => o !== w), ...(converted ? [converted] : [])];
    knownBy[w] = { ...knownBy[w], ...Object.fromEntries(learned.map((p) => [p, 'robot' as Team])) };
  }

  const next: AyarState = {
    ...G,
    roles,
    setAside: [...G.setAside, cards[humans.length]],
    revealed: forgetHumans(G.revealed, stillIn),
    knownBy,
    robotCardsDealt: G.robotCardsDealt + (addTeam === 'robot' ? 1 : 0),
    conversions: [...G.conversions, { number, witnesses, converted }],
    events: [...G.events, { kind: 'conversion', number }],
  };
  if (inGameWith(next, 'human').length === 0) return finish(next, 'no-humans-left');
  if (stillIn.length === 1) return finish(next, 'last-player-standing');
  return { G: next };
}
