import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import type { EvilGameover, EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { GameMoment } from '../../components/moment/game-moment.tsx';
import { MomentPanel } from '../../components/moment/moment-panel.tsx';
import type { Moment } from '../../components/moment/use-moment.ts';
import { FinalResult } from './end-panel.tsx';
import { ShowdownPanel } from './showdown-panel.tsx';
import type { Namer } from './words.ts';

/**
 * The newest big moment in the state: the game's result once it is over; else this round's
 * reveal while its winners split (`showdown`), its result once paid (`round`); else the last
 * round's result, which stays the newest through the next countdown so it is not replayed.
 */
export function newestEvilMoment(G: Pick<EvilView, 'round' | 'showdown' | 'step' | 'reports'>, over: boolean): string | null {
  if (over) return momentKey('result');
  if (G.showdown) return momentKey(G.step.kind === 'split' ? 'showdown' : 'round', G.round);
  const last = G.reports.at(-1);
  return last ? momentKey('round', last.round) : null;
}

interface Props {
  moment: Moment;
  G: EvilView;
  gameover: EvilGameover | undefined;
  content: EvilContent;
  n: Namer;
  me: PlayerID | null;
}

/** Evil Robots' moments: the reveal, a round's result (the round in play or one reopened from the log), the game's result. */
export function EvilMoment({ moment, G, gameover, content, n, me }: Props) {
  return (
    <GameMoment
      moment={moment}
      result={gameover && <FinalResult gameover={gameover} players={G.players} n={n} me={me} />}
      own={({ kind, index }) => {
        if (kind !== 'showdown' && kind !== 'round') return null;
        const live = index === G.round && G.showdown !== null;
        const report = live ? { round: G.round, showdown: G.showdown!, coins: G.coins } : G.reports.find((r) => r.round === index);
        if (!report) return null;
        return (
          <MomentPanel moment={moment} kind={kind === 'showdown' ? 'showdown' : 'round-result'} title={kind === 'showdown' ? 'The coins are revealed' : `Round ${report.round} is over`}>
            <ShowdownPanel round={report.round} coins={report.coins} step={live ? G.step : null} showdown={report.showdown} content={content} n={n} me={me} />
          </MomentPanel>
        );
      }}
    />
  );
}
