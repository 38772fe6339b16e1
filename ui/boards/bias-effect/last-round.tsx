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
 * A finished round's report: trade-ins, the bidding and its outcome, the Life card's outcome,
 * every Algorithm turn, and a reset if the round ended on the last space (a game still going
 * after its last space has reset). The same in the table's "last round" and in the moment.
 */
export function RoundReport({ log, me, players, content, n, compactBids = true }: Omit<Props, 'open'> & { compactBids?: boolean }) {
  return (
    <>
      <RoundLogLines log={log} players={players} content={content} n={n} parts={['trades']} />
      {log.bids && <BidReveal result={log.bids} content={content} n={n} me={me} compact={compactBids} testIds={compactBids} />}
      <RoundLogLines log={log} players={players} content={content} n={n} parts={['life', 'algorithms']} />
      {log.autonomy === content.rules.autonomy.spaces && (
        <p className="be-last__reset" data-testid={compactBids ? 'reset-note' : undefined}>
          At its end the A.I. became autonomous and nobody’s goal held, so the counter went back to space {content.rules.autonomy.resetTo}.
        </p>
      )}
    </>
  );
}

/** Last round's report, open at the start of a round, folded once the round moves on; every earlier round's reopens as its moment. */
export function LastRound({ log, me, players, content, n, open, rounds, onOpen }: Props & { rounds: number[]; onOpen(round: number): void }) {
  return (
    <details key={String(open)} className="be-last" open={open} data-testid="last-round">
      <summary>
        Last round <span className="be-hint-inline">round {log.round}, Autonomy space {log.autonomy}</span>
      </summary>
      <RoundReport log={log} me={me} players={players} content={content} n={n} />
      <RoundLinks rounds={rounds} onOpen={onOpen} />
    </details>
  );
}

/** A button per finished round, opening its report as the moment showed it. */
export function RoundLinks({ rounds, onOpen }: { rounds: number[]; onOpen(round: number): void }) {
  return (
    <p className="be-last__rounds" data-testid="round-reports">
      <span className="be-hint-inline">Round reports:</span>{' '}
      {rounds.map((r) => (
        <button key={r} type="button" className="be-last__round" onClick={() => onOpen(r)} data-testid={`open-round-${r}`}>
          Round {r}
        </button>
      ))}
    </p>
  );
}
