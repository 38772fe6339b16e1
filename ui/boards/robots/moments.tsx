import type { HandResult, RobotsGameover } from '../../../games/robots/state.ts';
import { GameMoment } from '../../components/moment/game-moment.tsx';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { MomentPanel } from '../../components/moment/moment-panel.tsx';
import type { Moment } from '../../components/moment/use-moment.ts';
import { OutcomeBanner } from './banners.tsx';
import { ScoreTable } from './score-table.tsx';
import { handEndWords } from './hand-end-words.ts';

/** A hand's end: one per hand, reopened from its table in the scores. */
export const handKey = (hand: number) => momentKey('hand', hand);

/**
 * The newest big moment in the state: the game's result once it is over; else the hand that
 * just ended, while the next one is being played (an older hand's scores stay in the side column).
 */
export function newestRobotsMoment(results: readonly HandResult[], handNumber: number, over: boolean): string | null {
  if (over) return momentKey('result');
  const last = results.at(-1);
  return last && last.hand === handNumber - 1 ? handKey(last.hand) : null;
}

interface Props {
  moment: Moment;
  results: readonly HandResult[];
  gameover: RobotsGameover | undefined;
  players: string[];
  names: Record<string, string>;
  me: string | null;
}

/** ROBOTS!' moments: a hand's end with its scores, the game's result. */
export function RobotsMoment({ moment, results, gameover, players, names, me }: Props) {
  const handScores = (result: HandResult) => (
    <div data-testid="hand-result">
      <ScoreTable results={[result]} only={result} players={players} names={names} totals={result.totals} target={0} />
    </div>
  );
  const last = results.at(-1);
  return (
    <GameMoment
      moment={moment}
      // The last hand's own table too: it decided the game, and its end gets no moment of its own.
      result={
        gameover && (
          <>
            <OutcomeBanner gameover={gameover} names={names} playerID={me} players={players} />
            {last && handScores(last)}
          </>
        )
      }
      own={({ index }) => {
        const result = results.find((r) => r.hand === index);
        if (!result) return null;
        const how = handEndWords(result, (p) => names[p]);
        return (
          <MomentPanel moment={moment} kind="hand-result" title={`Hand ${result.hand} is over: ${how}`}>
            {handScores(result)}
          </MomentPanel>
        );
      }}
    />
  );
}
