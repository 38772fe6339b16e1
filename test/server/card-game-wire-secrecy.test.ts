import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import seedrandom from 'seedrandom';
import type { CardTableContent } from '../../games/kit/card-game/table-content.ts';
import { zoneKey, type CardTableState, type ZoneDecl } from '../../games/kit/card-game/table-state.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { gameModules } from '../../games/registry.ts';
import { FIXTURE_ROOTS } from '../support/fixture-games.ts';
import type { RawSeat } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';
import { watchedMatch } from './helpers/watched-match.ts';
import { expectNothingSecret, sentState } from './helpers/wire.ts';

/**
 * Every game built on the kit's card-game blocks (its module's game has `cardMoves`), on its
 * fixture content: a match played over real sockets, and every message each seat and a
 * spectator received judged against the zones' declared `shows`, written out again here from
 * table.yaml rather than read from the game's playerView. A new card game is checked with no
 * test of its own.
 */
const loaded = Object.entries(FIXTURE_ROOTS).flatMap(([id, root]) => loadGames(root, gameModules.filter((m) => m.id === id)).games);
const cardGames = loaded.filter(({ module, content }) => 'cardMoves' in module.createGame(content));
const t = useTestServer({ games: cardGames });

const MOVES = 40;
const FORBIDDEN_KEYS = ['initialState', 'credentials', 'prngstate', 'seed'];

/** Whether `viewer` may see the card at `index` of zone instance `key`, by the zone's declaration alone. */
function mayKnow(zone: ZoneDecl, key: string, index: number, viewer: string | null): boolean {
  if (zone.shows === 'all') return true;
  if (zone.shows === 'top') return index === 0;
  return zone.shows === 'owner' && viewer !== null && key === zoneKey(zone.id, viewer);
}

/** The cards `viewer` may know in a state: those its zones show it, and every card that has been face up on a shown pile before (it was public then). */
function knownCards(G: CardTableState, zones: readonly ZoneDecl[], viewer: string | null, wasPublic: ReadonlySet<string>): Set<string> {
  const known = new Set(wasPublic);
  for (const [key, cards] of Object.entries(G.zones)) {
    const zone = zones.find((z) => z.id === key.split(':')[0])!;
    cards.forEach((card, i) => mayKnow(zone, key, i, viewer) && known.add(card));
  }
  return known;
}

/** Judges every state a socket received: each zone as long as the truth's, no card it may not know anywhere in the message, nothing secret. */
function judge(seat: RawSeat, history: Map<number, State<CardTableState>>, zones: readonly ZoneDecl[], seed: string, publicBy: Map<number, Set<string>>): number {
  const viewer = seat.playerID;
  let judged = 0;
  for (const message of seat.received) {
    const where = `${message.event} to ${viewer ?? 'the spectator'}`;
    expectNothingSecret(message, where, [seed], FORBIDDEN_KEYS);
    const sent: State<CardTableState> | undefined = sentState(message);
    if (!sent) continue;
    const truth = history.get(sent._stateID)!;
    expect(truth, `${where}: authoritative state ${sent._stateID} was recorded`).toBeDefined();
    expect(Object.keys(sent.G.zones).sort(), `${where}: the zones`).toEqual(Object.keys(truth.G.zones).sort());
    for (const [key, cards] of Object.entries(truth.G.zones)) expect(sent.G.zones[key].length, `${where}: how many cards ${key} holds`).toBe(cards.length);
    const known = knownCards(truth.G, zones, viewer, publicBy.get(sent._stateID)!);
    const wire = JSON.stringify(message.args);
    const shown = Object.values(truth.G.zones).flat().filter((card) => !known.has(card) && wire.includes(JSON.stringify(card)));
    expect(shown, `${where}, state ${sent._stateID}: cards it may not know`).toEqual([]);
    judged++;
  }
  return judged;
}

describe.each(cardGames.map((g) => g.module.id))('%s over the wire (every card game on the kit)', (id) => {
  it('each seat receives only the cards its zones let it see, a spectator only what everyone sees, and never the seed', async () => {
    const game = cardGames.find((g) => g.module.id === id)!;
    const { zones } = (game.content as { table: CardTableContent }).table;
    const rules = game.module.createGame(game.content);
    const numPlayers = Math.min(3, rules.maxPlayers ?? 3);
    const { seats, everyone, match, seed } = await watchedMatch<CardTableState>(t, id, numPlayers, undefined);
    const rng = seedrandom(`wire-${id}`);
    let state = await match.state();
    for (let n = 0; n < MOVES && state.ctx.gameover === undefined; n++) {
      const actions = rules.ai!.enumerate(state.G, state.ctx, state.ctx.currentPlayer) as { move: string; args?: unknown[] }[];
      const { move, args = [] } = actions[Math.floor(rng() * actions.length)];
      state = await match.play(state.ctx.currentPlayer, move, ...args);
    }
    // A card face up on a pile that shows its top is public from then on, wherever it goes.
    const publicBy = new Map<number, Set<string>>();
    const ever = new Set<string>();
    for (const stateID of [...match.history.keys()].sort((a, b) => a - b)) {
      const { G } = match.history.get(stateID)!;
      for (const [key, cards] of Object.entries(G.zones)) if (zones.find((z) => z.id === key)?.shows === 'top' && cards[0] !== undefined) ever.add(cards[0]);
      publicBy.set(stateID, new Set(ever));
    }
    const judged = everyone.map((seat) => judge(seat, match.history, zones, seed, publicBy));
    // Every state the match went through reached every socket, and was judged there.
    expect(judged.every((n) => n >= match.history.size), `states judged per socket: ${judged.join(', ')} of ${match.history.size}`).toBe(true);
    // The judge reads card ids off the wire: each seat's own cards are there, in the last state it heard.
    const owned = zones.filter((zone) => zone.perSeat && zone.shows === 'owner');
    for (const seat of seats) {
      const last = JSON.stringify(seat.received.filter(sentState).at(-1)!.args);
      const own = owned.flatMap((zone) => state.G.zones[zoneKey(zone.id, seat.playerID!)]);
      expect(own.filter((card) => !last.includes(JSON.stringify(card))), `seat ${seat.playerID}'s own cards`).toEqual([]);
    }
  }, 120_000);
});
