import type { JudgedClaim } from '../../../games/kit/talk/judged-claim.ts';
import type { PlayerID } from '../../../games/three-laws/state.ts';
import { Countdown } from '../../components/countdown/countdown.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';
import { listed, type Namer } from './act-words.ts';

interface Props {
  claim: JudgedClaim;
  n: Namer;
  me: PlayerID | null;
  /** The accusation window's clock, when this is the wrong call still open to accusation. */
  clock: WindowClock | null;
  /** Off for the copy in the moment over the table: test ids name one element. */
  testIds?: boolean;
}

/**
 * The engine's ruling on an Error call, under the act it was called on: right (which law
 * and why, in the engine's words), wrong (and whether anyone accused the caller), or put to
 * the table's vote.
 */
export function CallVerdict({ claim, n, me, clock, testIds = true }: Props) {
  const id = (name: string) => (testIds ? `${name}-${claim.target}` : undefined);
  const caller = n.subject(claim.claimant);
  const takes = claim.claimant === me ? 'take' : 'takes';
  if (claim.verdict === 'upheld') {
    return (
      <div className="tl-verdict" data-verdict="upheld" data-testid={id('verdict')}>
        <p className="tl-verdict__head">
          <span className="tl-verdict__mark" aria-hidden="true">✔</span> {caller} called Error: <strong>right</strong>. {caller} {takes} an Enforcement Token.
        </p>
        <ul className="tl-verdict__reasons">
          {claim.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (claim.verdict === 'vote') {
    const voters = claim.voters ?? [];
    const cast = Object.keys(claim.votes ?? {}).length;
    return (
      <div className="tl-verdict" data-verdict="vote" data-testid={id('verdict')}>
        <p className="tl-verdict__head">
          <span className="tl-verdict__mark" aria-hidden="true">⚖</span> {caller} called Error. No law the engine reads was broken, but a law in force is for the players to judge: {listed(voters.map((p) => n.subject(p)))} vote.{' '}
          <span className="tl-verdict__votes">
            {cast} of {voters.length} voted.
          </span>
        </p>
      </div>
    );
  }
  const votes = claim.votes ? Object.values(claim.votes) : undefined;
  const voted = votes ? ` The table voted it kept (${votes.filter(Boolean).length} broken, ${votes.filter((v) => !v).length} kept).` : ' It keeps every law in force.';
  return (
    <div className="tl-verdict" data-verdict="rejected" data-testid={id('verdict')}>
      <p className="tl-verdict__head">
        <span className="tl-verdict__mark" aria-hidden="true">✘</span> {caller} called Error: <strong>wrong</strong>.{voted}
      </p>
      {typeof claim.counteredBy === 'string' ? (
        <p className="tl-verdict__after" data-testid={id('accused')}>
          {n.subject(claim.counteredBy)} accused {n.object(claim.claimant)} and {claim.counteredBy === me ? 'take' : 'takes'} a token.
        </p>
      ) : claim.counteredBy === null ? (
        <p className="tl-verdict__after">No one accused {n.object(claim.claimant)}.</p>
      ) : clock?.counting ? (
        <div className="tl-verdict__window">
          <Countdown endsAt={clock.endsAt} totalMs={clock.totalMs} label={claim.claimant === me ? 'Others may accuse you' : `Accuse ${n.object(claim.claimant)}?`} />
        </div>
      ) : (
        <p className="tl-verdict__after">Open to accusation until play goes on.</p>
      )}
    </div>
  );
}

