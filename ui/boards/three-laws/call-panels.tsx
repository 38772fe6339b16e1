import { openCounterClaim, openVote } from '../../../games/kit/talk/judged-claim.ts';
import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';
import { actNoun, type Namer } from './act-words.ts';
import type { RuleChecks } from './rule-checks.ts';
import '../../components/pulse/pulse.css';

interface Props {
  G: ThreeLawsView;
  me: PlayerID;
  n: Namer;
  checks: RuleChecks;
  clock: WindowClock | null;
  onAccuse(): void;
  onVote(broken: boolean): void;
  onExplain(reason: string): void;
}

/**
 * What an Error call asks of the table, in the dock where it cannot be missed: after a wrong
 * call, the window to accuse the caller (with the countdown the server holds the play for);
 * for a law left to the players, the vote.
 */
export function CallPanels({ G, me, n, checks, clock, onAccuse, onVote, onExplain }: Props) {
  const open = openCounterClaim(G.calls);
  const vote = openVote(G.calls);
  const openAct = open && G.acts.find((a) => a.id === open.target);
  const voteAct = vote && G.acts.find((a) => a.id === vote.target);
  return (
    <>
      {open && openAct && (
        <section className={open.claimant === me ? 'tl-callout' : 'tl-callout tw-pulse'} data-kind="accuse" data-mine={open.claimant === me || undefined} data-testid="accuse-panel" aria-label="Accuse the caller">
          <div className="tl-callout__words">
            {open.claimant === me ? (
              <p>Your Error call on {actNoun(openAct, n)} was wrong. Anyone may accuse you now and take one of your tokens.</p>
            ) : (
              <p>
                <strong>{n.subject(open.claimant)}</strong> called Error on {actNoun(openAct, n)} and was wrong. The first to accuse them takes one of their tokens.
              </p>
            )}
            {clock?.counting && <Countdown endsAt={clock.endsAt} totalMs={clock.totalMs} label="Play resumes in" />}
          </div>
          {open.claimant !== me && (
            <ActionButton availability={checks.accuse()} onAct={onAccuse} onExplain={onExplain} tone="danger" testId="accuse">
              Accuse {n.object(open.claimant)}
            </ActionButton>
          )}
        </section>
      )}
      {vote && voteAct && (
        <section className="tl-callout" data-kind="vote" data-testid="vote-panel" aria-label="Vote on an Error call">
          <div className="tl-callout__words">
            <p>
              {n.subject(vote.claimant)} called Error on {actNoun(voteAct, n)}, and only the players can judge the law. Was a law in force broken?
            </p>
            <p className="tl-hint">
              {Object.keys(vote.votes ?? {}).length} of {(vote.voters ?? []).length} voted
              {(vote.voters ?? []).includes(me) ? '' : ': you do not vote on this one'}.
            </p>
          </div>
          {(vote.voters ?? []).includes(me) && (
            <span className="tl-callout__buttons">
              <ActionButton availability={checks.vote(true)} onAct={() => onVote(true)} onExplain={onExplain} tone="danger" testId="vote-broken">
                Broken
              </ActionButton>
              <ActionButton availability={checks.vote(false)} onAct={() => onVote(false)} onExplain={onExplain} testId="vote-kept">
                Kept
              </ActionButton>
            </span>
          )}
        </section>
      )}
    </>
  );
}
