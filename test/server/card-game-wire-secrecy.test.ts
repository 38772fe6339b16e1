import { describe, it } from 'vitest';
import { pickOne } from '../../games/kit/bots/random-bot.ts';
import { buildDeck } from '../../games/kit/card-game/build-deck.ts';
import type { CardGame } from '../../games/kit/card-game/define-card-game.ts';
import type { CardTableContent } from '../../games/kit/card-game/table-content.ts';
import type { CardTableState } from '../../games/kit/card-game/table-state.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { gameModules } from '../../games/registry.ts';
import { FIXTURE_ROOTS } from '../support/fixture-games.ts';
import { playAndJudgeCardGame, THE_END, type CardGameUnderTest } from './helpers/card-game-wire.ts';
import { seededRng } from './helpers/robots-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { playUntilSeen } from './helpers/until-seen.ts';

/**
 * Every game built on the kit's card-game blocks (its game has `cardMoves`), on its fixture
 * content, judged on the wire by the kit's card-game judge (helpers/card-game-wire.ts) with no
 * test of its own: a new card game is checked from the day `tablewright new-game` writes it. A
 * game with more secrets than its zones (Crazy Eights' called suit is public; a hidden bid would
 * not be) writes its own test as well.
 */
const loaded = Object.entries(FIXTURE_ROOTS).flatMap(([id, root]) => loadGames(root, gameModules.filter((m) => m.id === id)).games);
const cardGames = loaded.filter(({ module, content }) => 'cardMoves' in module.createGame(content));
const t = useTestServer({ games: cardGames });

function specOf(id: string): CardGameUnderTest<CardTableState> {
  const { module, content } = cardGames.find((g) => g.module.id === id)!;
  const game = module.createGame(content) as CardGame<CardTableState>;
  const { table } = content as { table: CardTableContent };
  const rng = seededRng(`card-game-wire-${id}`);
  return {
    gameId: id,
    game,
    zones: table.zones,
    deck: buildDeck(table.deck).ids,
    numPlayers: Math.min(3, game.maxPlayers ?? 3),
    kindOf: ({ move }) => move,
    // A card dropped on a pile is played face up: known to everyone from then on.
    faceUpMoves: game.cardMoves.filter((move) => move.dropsOn !== undefined).map((move) => move.name),
    // The game's own bot when it has one (its games end sooner), else a random legal move.
    bot: (view, ctx, seat) => {
      const action = module.botPolicy ? module.botPolicy(view, ctx, seat, content, rng) : pickOne(game.ai!.enumerate(view, ctx, seat) as { move: string; args?: unknown[] }[], rng);
      return action && { move: action.move, args: action.args ?? [] };
    },
  };
}

describe.each(cardGames.map((g) => g.module.id))('%s on the wire (every card game on the kit)', (id) => {
  it('each zone only as its declaration lets each seat and a spectator see it, no other card anywhere, no seed or credentials', async () => {
    const spec = specOf(id);
    const wanted = [...spec.faceUpMoves, THE_END];
    await playUntilSeen(wanted, 3, (i, before) => playAndJudgeCardGame(t, spec, wanted, `card-game-wire-${id}-${i}`, before, 600));
  }, 300_000);
});
