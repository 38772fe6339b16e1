import type { JudgedClaim } from '../../../games/kit/talk/judged-claim.ts';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { PlayerID, ThreeLawsGameover, ThreeLawsView } from '../../../games/three-laws/state.ts';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';
import { GameMoment } from '../../components/moment/game-moment.tsx';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { MomentPanel } from '../../components/moment/moment-panel.tsx';
import type { Moment } from '../../components/moment/use-moment.ts';
import { actNoun, type Namer } from './act-words.ts';
import { CallVerdict } from './call-verdict.tsx';
import { FinalResult } from './final-result.tsx';

/** An Error call's moment: one per act called on (act ids are unique in the match). */
const callKey = (claim: JudgedClaim) => momentKey('call', claim.target);

/**
 * The newest big moment in the state: the game's result once it is over; else the newest Error
 * call the engine (or the table's vote) has ruled on. A call still put to the vote is not yet one.
 * Once the round is scored its report is the news: a verdict still set aside in its chip would
 * sit over the report (on a phone, over the scores), and the table talk keeps every verdict.
 */
export function newestLawsMoment(G: Pick<ThreeLawsView, 'calls' | 'step'>, over: boolean): string | null {
  if (over) return momentKey('result');
  if (G.step.kind === 'round-end') return null;
  const ruled = G.calls.filter((c) => c.verdict !== 'vote').at(-1);
  return ruled ? callKey(ruled) : null;
}

interface Props {
  content: ThreeLawsContent;
  moment: Moment;
  G: ThreeLawsView;
  gameover: ThreeLawsGameover | undefined;
  n: Namer;
  me: PlayerID | null;
  clock: WindowClock | null;
}

/** 3 Laws' moments: an Error verdict, the game's result. */
export function LawsMoment({ content, moment, G, gameover, n, me, clock }: Props) {
  return (
    <GameMoment
      moment={moment}
      result={gameover && <FinalResult content={content} gameover={gameover} n={n} me={me} />}
      own={({ key }) => {
        const claim = G.calls.find((c) => callKey(c) === key);
        if (!claim) return null;
        const act = G.acts.find((a) => a.id === claim.target);
        return (
          <MomentPanel moment={moment} kind="error-verdict" title={`Error called on ${act ? actNoun(act, n) : 'an act'}`}>
            {act?.text && <blockquote className="tl-moment__act">{act.text}</blockquote>}
            <CallVerdict claim={claim} n={n} me={me} clock={claim.verdict === 'rejected' && claim.counteredBy === undefined ? clock : null} testIds={false} />
          </MomentPanel>
        );
      }}
    />
  );
}
