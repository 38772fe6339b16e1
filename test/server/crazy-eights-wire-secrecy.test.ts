import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../games/kit/card-game/build-deck.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { EightsContent } from '../../games/crazy-eights/content-types.ts';
import { CRAZY_EIGHTS_ID, crazyEights } from '../../games/crazy-eights/index.ts';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { playAndJudgeCardGame, THE_END, type CardGameUnderTest } from './helpers/card-game-wire.ts';
import { useTestServer } from './helpers/test-server.ts';
import { playUntilSeen } from './helpers/until-seen.ts';

const loaded = loadGames('test/fixtures/crazy-eights/good', [crazyEights]);
if (loaded.errors.length) throw new Error(`the Crazy Eights fixture has errors: ${JSON.stringify(loaded.errors)}`);
const content = loaded.games[0].content as EightsContent;
const t = useTestServer({ games: loaded.games });

const deck = buildDeck(content.table.deck);
const rankOf = (card: unknown) => deck.facts[card as string]?.rank;

/** What a move shows: a play by its rank's role (an eight, a special), a draw that must reshuffle the discards first. */
function kindOf({ move, args }: { move: string; args: unknown[] }, G: EightsState): string {
  if (move === 'draw') return G.zones.draw.length === 0 ? 'reshuffle' : 'draw';
  if (move !== 'play') return move;
  if (rankOf(args[0]) === content.rules.wild) return 'play-eight';
  const special = content.rules.modes.find((m) => m.id === G.mode)?.specials.find((s) => s.rank === rankOf(args[0]));
  return special ? `special-${special.rank}` : 'play';
}

const spec = (mode: string, numPlayers: number): CardGameUnderTest<EightsState> => ({
  gameId: CRAZY_EIGHTS_ID,
  game: crazyEights.createGame(content),
  zones: content.table.zones,
  deck: deck.ids,
  numPlayers,
  setupData: { mode },
  kindOf,
  faceUpMoves: ['play'],
  // The stock runs out sooner when seats keep drawing: the classic match seeks a reshuffle so.
  bot: (view, ctx, seat) => crazyEights.botPolicy!(view, ctx, seat, content, () => 0),
  pursue: mode === 'classic' ? { reshuffle: 'draw' } : {},
});

const WANTED: Record<string, string[]> = {
  classic: ['play', 'play-eight', 'draw', 'reshuffle', THE_END],
  specials: ['play', 'play-eight', 'draw', ...content.rules.modes.find((m) => m.id === 'specials')!.specials.map((s) => `special-${s.rank}`), THE_END],
};

describe('the wire in a Crazy Eights match: what every seat and a spectator receive', () => {
  it.each([
    ['classic', 7],
    ['specials', 4],
  ] as const)('%s with %i players: each zone only as its declaration lets the viewer see it, no other card anywhere, no seed or credentials', async (mode, players) => {
    const seen = await playUntilSeen(WANTED[mode], 3, (i, before) => playAndJudgeCardGame(t, spec(mode, players), WANTED[mode], `c8-wire-${mode}-${i}`, before, 400));
    expect([...seen.keys()]).toEqual(expect.arrayContaining(WANTED[mode]));
  }, 300_000);
});
