import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { beliefOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BidResult, PlayerID } from '../../../games/bias-effect/state.ts';
import { ChipColumns } from '../../components/pieces/chip-stack.tsx';
import { chipLook } from './chip-icon.tsx';
import { chipsWord, listed, signed, type Namer } from './words.ts';

interface Props {
  result: BidResult;
  content: BiasContent;
  n: Namer;
  me: PlayerID | null;
  /** Once the round has moved on: the verdict in one line, the bids folded under it. */
  compact?: boolean;
  /** Off for a second copy on the page (the moment over the table): test ids name one element. */
  testIds?: boolean;
}

/** The verdict under the bids: who took control and what they did with the Belief, or the tie. */
function verdict(result: BidResult, title: string, n: Namer, me: PlayerID | null): string {
  if (result.winner === null) {
    const top = result.lines.find((l) => l.player === result.tied[0])?.total ?? 0;
    return `A tie at ${top} between ${listed(result.tied.map((p) => n.object(p)))}: “${title}” is deleted and the tied bids are spent.`;
  }
  const you = result.winner === me;
  const paid = chipsWord(result.paid[result.winner] ?? 0);
  // The winner's bid is paid at the reveal, before they choose.
  if (result.choice === null) return `${n.subject(result.winner)} ${you ? 'win' : 'wins'} control of “${title}” for ${paid}.`;
  return `${n.subject(result.winner)} ${result.choice === 'program' ? 'programmed' : 'deleted'} “${title}” and paid ${paid}.`;
}

function BidTable({ result, content, title, n, me, testIds }: { result: BidResult; content: BiasContent; title: string; n: Namer; me: PlayerID | null; testIds: boolean }) {
  const look = chipLook(content);
  const top = Math.max(...result.lines.map((l) => l.total));
  return (
    <table className="be-reveal__table">
      <caption className="visually-hidden">Bids on {title}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Bid</th>
          <th scope="col">Bonus</th>
          <th scope="col">Card</th>
          <th scope="col">Total</th>
          <th scope="col">Paid</th>
        </tr>
      </thead>
      <tbody>
        {[...result.lines]
          .sort((a, b) => b.total - a.total)
          .map((line) => (
            <tr key={line.player} data-top={line.total === top || undefined} data-winner={line.player === result.winner || undefined} data-me={line.player === me || undefined} data-testid={testIds ? `bid-line-${line.player}` : undefined}>
              <th scope="row">{n.named(line.player)}</th>
              <td className="be-reveal__chips">
                {line.defaulted ? (
                  <span title="No bid before the deadline: it counted as 0">0 (late)</span>
                ) : (
                  <>
                    <ChipColumns n={line.bid} look={look} /> {line.bid}
                  </>
                )}
              </td>
              <td>{line.bonus > 0 ? signed(line.bonus) : '–'}</td>
              <td>{line.edit !== 0 ? signed(line.edit) : '–'}</td>
              <td className="be-reveal__total">{line.total}</td>
              <td className="be-reveal__chips">
                {result.paid[line.player] ? (
                  <>
                    <ChipColumns n={result.paid[line.player]} look={look} leaving /> −{result.paid[line.player]}
                  </>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/**
 * Every bid shown together once all are in (or the deadline closed them): each bid, the bias
 * bonus the mind gave, a card's edit and the total; the highest total alone takes control, and
 * the chips each player paid, lifted off toward the bank as the reveal shows them.
 */
export function BidReveal({ result, content, n, me, compact = false, testIds = true }: Props) {
  const title = beliefOf(content, result.belief).title;
  const line = verdict(result, title, n, me);
  if (compact) {
    const totals = [...result.lines].sort((a, b) => b.total - a.total).map((l) => `${n.named(l.player)} ${l.total}`);
    return (
      <details className="be-reveal" data-tie={result.winner === null || undefined} data-testid={testIds ? `bid-summary-${result.belief}` : undefined}>
        <summary className="be-reveal__verdict">
          {line} <span className="be-hint-inline">Totals: {totals.join(', ')}.</span>
        </summary>
        <BidTable result={result} content={content} title={title} n={n} me={me} testIds={false} />
      </details>
    );
  }
  return (
    <div className="be-reveal" data-tie={result.winner === null || undefined} data-testid={testIds ? 'bid-reveal' : undefined}>
      <BidTable result={result} content={content} title={title} n={n} me={me} testIds={testIds} />
      <p className="be-reveal__verdict" data-testid={testIds ? 'bid-verdict' : undefined}>
        {line}
      </p>
    </div>
  );
}
