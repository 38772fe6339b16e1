import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import { TEAMS } from '../../../games/evil-robots/rules/showdown.ts';
import { EXTRA, type Face, type PlayerID, type Showdown, type Step } from '../../../games/evil-robots/state.ts';
import { Coin } from './pieces.tsx';
import { listed, TEAM_NAME, whoNamed, whoObject, type Namer, subjects } from './words.ts';

interface Props {
  round: number;
  /** Every seat's coins as shown at the reveal. */
  coins: Record<string, { shown: Face; hidden: Face | null } | undefined>;
  /** The step in play while this is the round in play; null for a past round's report. */
  step: Step | null;
  showdown: Showdown;
  content: EvilContent;
  n: Namer;
  me: PlayerID | null;
}

function verdict(s: Showdown): string {
  if (s.winningTeams.length === 0) return 'Nobody wins the round.';
  const teams = s.winningTeams.map((t) => TEAM_NAME[t]);
  const best = s.totals[s.winningTeams[0]];
  // A bigger total that did not win: the team may not win (Neutral, unless a card says so).
  const barred = TEAMS.filter((t) => s.totals[t] > best && Object.values(s.teams).includes(t)).map((t) => ` ${TEAM_NAME[t]} has more but cannot win.`).join('');
  if (teams.length === 1) return `${teams[0]} wins the round with ${best}.${barred}`;
  return `${listed(teams)} tie at ${best}: all of them win.${barred}`;
}

/** What each seat took this round: the split and the cards' Influence, once paid. */
function Payouts({ step, s, n }: { step: Step | null; s: Showdown; n: Namer }) {
  const split = Object.entries(s.split).filter(([, v]) => v > 0);
  const cards = Object.entries(s.cardInfluence).filter(([, v]) => v > 0);
  if (step?.kind === 'split') return null;
  return (
    <div className="er-payouts" data-testid="payouts">
      <p>
        <strong>Influence from the round:</strong> {split.length > 0 ? listed(split.map(([p, v]) => `${n.object(p)} +${v}`)) : 'nobody took any'}.
      </p>
      {cards.length > 0 && (
        <p data-testid="card-influence">
          <strong>From face-up cards:</strong> {listed(cards.map(([p, v]) => `${n.object(p)} +${v}`))}.
        </p>
      )}
    </div>
  );
}

/** The split being agreed, as everyone sees it: the amount, the proposal with who has accepted, who refused. */
function SplitState({ step, n }: { step: Step | null; n: Namer }) {
  if (step?.kind !== 'split') return null;
  const proposal = step.proposal;
  return (
    <div className="er-split" data-testid="split-state">
      <p>
        <strong>
          {subjects(n, step.winners)} split {step.amount} Influence.
        </strong>{' '}
        <span className="er-hint-inline">Any winner proposes; all must accept. No agreement by the deadline: each takes 1, the rest stays in the supply.</span>
      </p>
      {proposal ? (
        <ul className="er-split__shares" data-testid="split-proposal">
          {step.winners.map((p) => (
            <li key={p} data-accepted={proposal.accepted.includes(p) || undefined} data-testid={`share-${p}`}>
              <span>{n.subject(p)}</span> <strong>{proposal.shares[p] ?? 0}</strong>
              <span className="er-split__answer">{proposal.accepted.includes(p) ? (p === proposal.by ? '✓ proposed' : '✓ accepted') : '… waiting'}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="er-hint">No proposal yet.</p>
      )}
      {step.refused.length > 0 && !proposal && <p className="er-hint">Refused the last proposal: {listed(step.refused.map((p) => n.object(p)))}.</p>}
    </div>
  );
}

/**
 * The reveal: every hidden coin shown, each player's team and Power Level, the team totals, who
 * won (a card may make a winner, or let Neutral win), the cards that changed the result; then the
 * split being agreed, and what each player took.
 */
export function ShowdownPanel({ round, coins, step, showdown: s, content, n, me }: Props) {
  const everyone = Object.keys(s.teams);
  return (
    <section className="er-stage er-showdown" data-testid="showdown" aria-labelledby="er-showdown-heading">
      <h2 id="er-showdown-heading">Round {round}: the reveal</h2>
      <p className="er-showdown__verdict" data-testid="showdown-verdict" data-nobody={s.winners.length === 0 || undefined}>
        {verdict(s)}
        {me !== null && s.winners.includes(me) && <strong className="er-showdown__you"> You are a winner.</strong>}
      </p>
      <ul className="er-showdown__teams">
        {TEAMS.map((t) => (
          <li key={t} data-team={t} data-won={s.winningTeams.includes(t) || undefined} data-testid={`team-total-${t}`}>
            <span className="er-showdown__team">{TEAM_NAME[t]}</span>
            <span className="er-showdown__total">{s.totals[t]}</span>
            <span className="er-showdown__members">{listed(everyone.filter((p) => s.teams[p] === t).map((p) => whoObject(n, p))) || 'nobody'}</span>
          </li>
        ))}
      </ul>
      <table className="er-showdown__table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Coins</th>
            <th scope="col">Team</th>
            <th scope="col">Power</th>
          </tr>
        </thead>
        <tbody>
          {everyone.map((p) => (
            <tr key={p} data-won={s.winners.includes(p) || undefined} data-me={p === me || undefined} data-testid={`showdown-${p}`}>
              <th scope="row">
                {s.winners.includes(p) && <span aria-label="winner">★ </span>}
                {whoNamed(n, p)}
              </th>
              <td className="er-showdown__coins">
                <Coin face={coins[p]?.shown ?? null} note="shown" size="small" />
                <Coin face={coins[p]?.hidden ?? null} note="open" size="small" />
              </td>
              <td data-team={s.teams[p]}>{TEAM_NAME[s.teams[p]]}</td>
              <td>{s.power[p]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {s.winners.includes(EXTRA) && <p className="er-hint">The extra player wins too, but takes no Influence.</p>}
      {s.changedBy.length > 0 && (
        <p className="er-showdown__changed" data-testid="changed-by">
          Cards that changed the result: {listed(s.changedBy.map((c) => robotOf(content, c).name))}.
        </p>
      )}
      <SplitState step={step} n={n} />
      <Payouts step={step} s={s} n={n} />
    </section>
  );
}
