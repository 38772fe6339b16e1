import type { ChatMessage } from 'boardgame.io';
import { storyTables } from '../match/story-table-props.ts';
import type { RobotsState, RobotsView } from '../../games/robots/state.ts';
import content from 'virtual:tablewright/content';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { LOG_WINDOW } from '../../games/robots/rules/log.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsTableProps } from '../../ui/boards/robots/table-props.ts';
import { DEAL, FIRST_ROUND, NAMES, quietFactory, quietMoves, TO_HAND_END } from './deal.ts';
import { playMatch, type Deal, type NextStep } from './play-match.ts';

/**
 * ROBOTS! at notable moments, each played through the game's own moves from one known deal
 * (play-match.ts). Each story shows one viewer's share through the game's playerView
 * (viewFor): never more than that player's browser would receive.
 */
export const robotsContent = content.robots as RobotsContent;
export { DEAL, NAMES };

const play = (steps: NextStep[], deal: Deal = DEAL, rules: RobotsContent = robotsContent) => playMatch(rules, deal, [...FIRST_ROUND, ...steps]);

/** Cy discarded Blue 5: Ada's turn to draw, four cards in the Scrap Heap. */
export const yourTurnToDraw = play([['2', 'discard', 'blue-5']]);

/** Ada takes three from the Scrap Heap: Gray 3, the bottom-most taken, must go into a spread this turn. */
export const takenSeveral = play([['2', 'discard', 'blue-5'], ['0', 'takeFromHeap', 'gray-3']]);

/**
 * A long hand: after the first round, each player in turn draws from the Robot Factory and
 * discards a card without a power, until the hand has logged more events than the state
 * keeps (LOG_WINDOW): the log shows the latest and says how many came before. Bo is to draw.
 */
export const longHand = play(quietMoves(robotsContent, LOG_WINDOW + 11), quietFactory(robotsContent));

/** Ada went out on her second turn: hand 1 is scored and hand 2 dealt by Ada. */
export const handEnded = play(TO_HAND_END);

/**
 * The same hand's end told as a stalled one (docs/rules/robots.md): a hand stalls only after its
 * Factory has gone round twice with nothing played, thousands of moves no deal here can reach in
 * a fixture, so this relabels how the scored hand ended and keeps everything else as played.
 */
export const handStalled = { ...handEnded, G: { ...handEnded.G, results: handEnded.G.results.map((r) => ({ ...r, how: 'stalled' as const })) } };

/** The same hand in a short game (first to 30 points): Ada's 40 points win it. */
export const shortGame: RobotsContent = { ...robotsContent, rules: { ...robotsContent.rules, targetScore: 30 } };
export const gameOver = play(TO_HAND_END, DEAL, shortGame);

/** Cy discarded Red 7, which fits Ada's red run: ROBOTS! may be called before Ada draws. */
export const claimOpen = play([['2', 'discard', 'red-7']]);

/** Bo claimed Cy's Red 7 into Ada's red run: the card carries Bo's marker; Ada draws next. */
export const claimedIntoRun = play([
  ['2', 'discard', 'red-7'],
  ['1', 'callRobots', 's1', 'high'],
]);

/** Ada has laid her last spread and holds one card: discarding it goes out and ends the hand. */
export const lastCard = play(TO_HAND_END.slice(0, 3));

/** Ada took Red 7 with two cards below it, played all three and has no card left to discard. */
export const poweredDown = play([
  ['2', 'discard', 'red-7'],
  ['0', 'takeFromHeap', 'gray-3'],
  ['0', 'layDown', 'set', ['gray-3', 'purple-3', 'wild-1']],
  ['0', 'extend', 's1', ['red-7'], 'high'],
]);

/** Cy discarded Red 14, a Freakin' Laser Beam: the engine waits for Cy to choose a card in a spread. */
export const laserDiscarded = play([['2', 'discard', 'red-14']]);

/** Cy's Laser hit Red 5 in the middle of Ada's run: the run fell apart, Red 4 and Red 6 back in her hand. */
export const laserBrokeRun = play([
  ['2', 'discard', 'red-14'],
  ['2', 'decide', ['red-5']],
]);

/**
 * The Singularity variant: Cy's Gray Star swallowed Gray 8 from the middle of Bo's gray run.
 * What is left is broken and has dropped under the Scrap Heap; the engine waits for Bo to
 * order its cards there.
 */
export const singularityBrokeRun = play(
  [
    ['2', 'discard', 'gray-star'],
    ['2', 'decide', ['gray-8']],
  ],
  { ...DEAL, variant: 'singularity' },
);

/**
 * Only the look of a spread an attack left broken, for the spread part alone: Bo's gray run
 * without Gray 8. The engine takes a broken spread off the table at once (see above).
 */
export const chatLog: ChatMessage[] = [
  { id: 'm1', sender: '1', payload: 'Nobody touch my gray run.' },
  { id: 'm2', sender: '2', payload: 'I make no promises. I have a laser.' },
];

/** The table's props for one viewer (null: a spectator). */
export const tableProps = storyTables<RobotsState, RobotsView, RobotsContent, RobotsTableProps>({
  viewFor,
  names: NAMES,
  moves: ['drawFromFactory', 'takeFromHeap', 'layDown', 'extend', 'discard', 'callRobots', 'decide'],
  content: robotsContent,
  chat: () => chatLog,
});

/**
 * Ada holds every 9: laying them down constructs that number's robot; with her red run she
 * plays every card and is Powered Down. Bo then draws and lays a gray run of his own.
 */
export const constructed = playMatch(
  robotsContent,
  {
    ...DEAL,
    hands: {
      0: ['gray-9', 'purple-9', 'red-9', 'green-9', 'blue-9', 'red-4', 'red-5'],
      1: ['gray-6', 'gray-7', 'gray-8', 'red-7', 'blue-13', 'green-2', 'red-11'],
      2: ['green-10', 'green-11', 'red-14', 'blue-2', 'purple-7', 'gray-star', 'blue-7'],
    },
    factoryTop: ['red-6', 'green-12', 'blue-5'],
  },
  [
    ['0', 'drawFromFactory'],
    ['0', 'layDown', 'set', ['gray-9', 'purple-9', 'red-9', 'green-9', 'blue-9']],
    ['0', 'layDown', 'run', ['red-4', 'red-5', 'red-6']],
    ['1', 'drawFromFactory'],
    ['1', 'layDown', 'run', ['gray-6', 'gray-7', 'gray-8']],
  ],
);
