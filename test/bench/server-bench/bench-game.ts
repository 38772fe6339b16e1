import type { Game } from 'boardgame.io';
import type { LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { GameModule } from '../../../games/kit/game-module.ts';
import { playGame, prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { DEFAULT_MAX_MOVES } from '../../../games/kit/simulate/run-simulation.ts';
import { resolveSetups, type SetupData } from '../../../games/kit/simulate/setup-choices.ts';
import { loadShippedGames, withoutTimedWaits } from './bench-content.ts';

/** Seats per match: a usual table of each game; Are You A Robot? at six, in Extended. */
const PLAYERS: Record<string, number> = { 'are-you-a-robot': 6, robots: 4, 'three-laws': 4, 'bias-effect': 4, 'evil-robots': 4 };
/** Games simulated to learn how long a game lasts, which sizes the spare matches. */
const SAMPLE_GAMES = 6;

/** One game as the bench plays it. */
export interface BenchGame {
  id: string;
  module: GameModule<any, any>;
  numPlayers: number;
  /** Every setup that seats numPlayers; matches take them in turn. */
  setups: SetupData[];
  /** The content as shipped: the bots decide with it, as the simulator's do. */
  content: unknown;
  /** The game the clients run, built from the content both servers serve. */
  clientGame: Game<any>;
  /** Moves in a finished game, on average over a few simulated games. */
  meanMoves: number;
}

/** The seat's name at the table: the name a game's seat-name move (Three Laws) must give. */
export const seatName = (playerID: string): string => `Player ${Number(playerID) + 1}`;

function meanMoves(loaded: LoadedGame, numPlayers: number, setups: SetupData[]): number {
  const prepared = prepareGame(loaded.module, loaded.content);
  let moves = 0;
  for (let i = 0; i < SAMPLE_GAMES; i++) {
    const record = playGame(prepared, { numPlayers, setupData: setups[i % setups.length], seed: `server-bench-length-${i}`, maxMoves: DEFAULT_MAX_MOVES });
    moves += record.moves.length;
  }
  return moves / SAMPLE_GAMES;
}

export function benchGames(ids: readonly string[]): BenchGame[] {
  return loadShippedGames()
    .filter((loaded) => ids.includes(loaded.module.id))
    .map((loaded) => {
      const { module, content } = loaded;
      const numPlayers = PLAYERS[module.id] ?? 4;
      const chosen: Record<string, string> = module.id === 'are-you-a-robot' ? { mode: 'extended' } : {};
      const resolved = resolveSetups(module.setupOptions(content), chosen, numPlayers);
      if ('error' in resolved) throw new Error(`server-bench: ${module.id} at ${numPlayers} players: ${resolved.error}`);
      const served = withoutTimedWaits(loaded);
      return {
        id: module.id,
        module,
        numPlayers,
        setups: resolved.setups,
        content,
        clientGame: module.createGame(served.content),
        meanMoves: meanMoves(loaded, numPlayers, resolved.setups),
      };
    });
}
