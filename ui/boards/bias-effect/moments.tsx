import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import type { BiasGameover, BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { GameMoment } from '../../components/moment/game-moment.tsx';
import { MomentPanel } from '../../components/moment/moment-panel.tsx';
import type { Moment } from '../../components/moment/use-moment.ts';
import { BidReveal } from './bid-reveal.tsx';
import { FinalResult } from './final-result.tsx';
import { RoundReport } from './last-round.tsx';
import type { Namer } from './words.ts';

/**
 * The newest big moment in the state: the game's result once it is over; else this round's bids
 * once revealed; else the round just finished. Older ones are the log's, never replayed.
 */
export function newestBiasMoment(G: Pick<BiasView, 'round' | 'history'>, over: boolean): string | null {
  if (over) return momentKey('result');
  if (G.round.bids) return momentKey('bids', G.round.round);
  const last = G.history.at(-1);
  return last ? momentKey('round', last.round) : null;
}

interface Props {
  moment: Moment;
  G: BiasView;
  gameover: BiasGameover | undefined;
  content: BiasContent;
  n: Namer;
  me: PlayerID | null;
}

/** Bias Effect's moments: the sealed bids revealed, a round's report, the game's result. */
export function BiasMoment({ moment, G, gameover, content, n, me }: Props) {
  return (
    <GameMoment
      moment={moment}
      result={gameover && <FinalResult gameover={gameover} players={G.players} content={content} n={n} me={me} />}
      own={({ kind, index }) => {
        const log = index === G.round.round ? G.round : G.history.find((h) => h.round === index);
        if (!log) return null;
        if (kind === 'bids' && log.bids) {
          return (
            <MomentPanel moment={moment} kind="bid-reveal" title={`Round ${log.round}: the bids`}>
              <BidReveal result={log.bids} content={content} n={n} me={me} testIds={false} />
            </MomentPanel>
          );
        }
        if (kind !== 'round') return null;
        return (
          <MomentPanel moment={moment} kind="round-result" title={`Round ${log.round} is over`}>
            <RoundReport log={log} me={me} players={G.players} content={content} n={n} compactBids={false} />
          </MomentPanel>
        );
      }}
    />
  );
}
