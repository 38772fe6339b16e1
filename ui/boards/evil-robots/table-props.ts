import type { Ctx } from 'boardgame.io';
import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import type { CoinChoice } from '../../../games/evil-robots/rules/turn.ts';
import type { Deck, EvilGameover, EvilView, Path, PlayerID } from '../../../games/evil-robots/state.ts';
import type { TableProps } from '../table-props.ts';

/** The game's id, here so the UI need not load the game's rules to name it. */
export const EVIL_GAME_ID = 'evil-robots';

/** The moves of Evil Robots as the client sends them (names are the game's contract, games/evil-robots/moves.ts). */
export interface EvilMoves {
  claim(yes: boolean): void;
  offer(amount: number): void;
  closeClaims(): void;
  chooseClaimant(player: PlayerID): void;
  giveZero(player: PlayerID): void;
  reveal(card: string): void;
  flipCoin(target: string, which?: CoinChoice): void;
  swap(deck: Deck): void;
  endTurn(): void;
  passReveal(): void;
  proposeSplit(shares: Record<PlayerID, number>): void;
  answerSplit(yes: boolean): void;
  closeSplit(): void;
  keepRobots(decks: Deck[]): void;
  closeKeep(): void;
  choosePath(path: Path): void;
  decide(answer: string[]): void;
}

/** Every move name, for the stories' mocks and the tests' spies. */
export const EVIL_MOVES = [
  'claim', 'offer', 'closeClaims', 'chooseClaimant', 'giveZero', 'reveal', 'flipCoin', 'swap', 'endTurn',
  'passReveal', 'proposeSplit', 'answerSplit', 'closeSplit', 'keepRobots', 'closeKeep', 'choosePath', 'decide',
] as const satisfies readonly (keyof EvilMoves)[];

export type EvilTableProps = TableProps<EvilView, EvilMoves, EvilContent, Pick<Ctx, 'playOrder'> & { gameover?: EvilGameover }>;
