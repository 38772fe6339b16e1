import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import type { PlayerID, RoundLog } from '../../../games/bias-effect/state.ts';
import { BidReveal } from './bid-reveal.tsx';
import { RoundLogLines } from './round-log.tsx';
import type { Namer } from './words.ts';

interface Props {
  log: RoundLog;
  me: PlayerID | null;
  players: PlayerID[];
  content: BiasContent;
  n: Namer;
  /** Open at the start of a round, when it is news; folded once the round moves on. */
  open: boolean;
}

/**
 * Last round's summary: trade-ins, the bidding and its outcome, the Life card's outcome, every
 * Algorithm turn, and a reset if the round ended on the last space (a game still going after
 * its last space has reset).
 */
export function LastRound({ log, me, players, content, n, open }: Props) {
  return (
    <details key={String(open)} className="be-last" open={open} data-testid="last-round">
      <summary>
        Last round <span className="be-hint-inline">round {log.round}, Autonomy space {log.autonomy}</span>
      </summary>
      <RoundLogLines log={log} players={players} content={content} n={n} parts={['trades']} />
      {log.bids && <BidReveal result={log.bids} content={content} n={n} me={me} compact />}
      <RoundLogLines log={log} players={players} content={content} n={n} parts={['life', 'algorithms']} />
      {log.autonomy === content.rules.autonomy.spaces && (
        <p className="be-last__reset" data-testid="reset-note">
          At its end the A.I. became autonomous and nobody’s goal held, so the counter went back to space {content.rules.autonomy.resetTo}.
        </p>
      )}
    </details>
  );
}
