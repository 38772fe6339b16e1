import { PresenceMark, StandInTag } from '../../components/presence/presence-mark.tsx';
import { seatPresence, seatStandIn } from '../../components/presence/seat-presence.ts';
import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import { EXTRA, type EvilView, type PlayerID, type Team } from '../../../games/evil-robots/state.ts';
import type { SeatInfo } from '../table-props.ts';
import { CoinPair, type CoinFlip } from './coin-pair.tsx';
import type { Outlook } from './outlook.ts';
import { ActionTokens } from './action-token.tsx';
import { Influence, PowerCard } from './pieces.tsx';
import { RobotBack, RobotChip } from './robot-card.tsx';
import { seatRole } from './seat-roles.ts';
import { TEAM_NAME } from './words.ts';

interface Props {
  G: EvilView;
  content: EvilContent;
  names: Record<string, string>;
  matchData?: SeatInfo[];
  me: PlayerID | null;
  over: boolean;
  outlook: Outlook;
  deciding: PlayerID[];
  winners?: PlayerID[];
  /** On the viewer's turn: how a player's revealed coin turns when clicked (the extra player's too). */
  flipCoin?: (owner: string) => CoinFlip;
}

/** Seats in order from the viewer (a spectator: from the Dealer). */
function fromViewer(players: PlayerID[], first: PlayerID): PlayerID[] {
  const at = Math.max(0, players.indexOf(first));
  return [...players.slice(at), ...players.slice(0, at)];
}

/** "Good", "Good or Neutral": a team as the viewer can tell it now. */
function TeamLine({ teams, unseen, testId }: { teams: Team[]; unseen: boolean; testId: string }) {
  const sure = teams.length === 1;
  return (
    <p className="er-seat__team" data-team={sure ? teams[0] : 'unsure'} data-testid={testId} title={sure ? undefined : 'Their hidden coin decides: you cannot see it'}>
      Team {teams.map((t, i) => (
        <span key={t}>
          {i > 0 && ' or '}
          <strong data-team={t}>{TEAM_NAME[t]}</strong>
        </span>
      ))}
      {!sure && unseen && <span className="er-seat__unsure"> ?</span>}
    </p>
  );
}

/**
 * Every player (and the extra player at 3–4 players): name, Power Card, Action Tokens as pieces,
 * Influence, the two coins (the hidden one as the viewer knows it), their Robot Cards (face-down
 * backs by deck, face-up cards by name), their team as it stands from what the viewer can see,
 * and what they are doing now. The Dealer wears a D.
 */
export function SeatsPanel({ G, content, names, matchData, me, over, outlook, deciding, winners, flipCoin }: Props) {
  const extra = G.coins[EXTRA];
  return (
    <section className="er-seats" aria-labelledby="er-seats-heading">
      <h2 id="er-seats-heading">
        Players <span className="er-hint-inline">{me === null ? 'from the Dealer' : 'from you'}</span>
      </h2>
      <ul className="er-seats__list">
        {fromViewer(G.players, me ?? G.dealer).map((p) => {
          const role = seatRole(G, over, p, deciding, me);
          const connected = seatPresence(matchData, p);
          const faceUp = G.faceUp.filter((f) => f.owner === p);
          return (
            <li key={p} className="er-seat" data-testid={`seat-${p}`} data-me={p === me || undefined} data-acting={role.acting || undefined} data-won={winners?.includes(p) || undefined}>
              <p className="er-seat__name">
                <PresenceMark connected={connected} seat={p} />
                <span className="er-seat__who">{names[p]}</span>
                <StandInTag seat={p} standIn={seatStandIn(matchData, p)} />
                {p === me && <span className="er-seat__you">(you)</span>}
                {G.dealer === p && (
                  <span className="er-dealer-badge" data-testid={`dealer-${p}`} title="The Dealer">
                    D<span className="visually-hidden">ealer</span>
                  </span>
                )}
                {role.tag && (
                  <span className="er-tag" data-acting={role.acting || undefined} data-testid={`role-${p}`}>
                    {role.tag}
                  </span>
                )}
              </p>
              <div className="er-seat__body">
                <PowerCard value={G.power[p] ?? null} size="mini" testId={`power-${p}`} />
                <div className="er-seat__facts">
                  <p className="er-seat__numbers">
                    <Influence n={G.influence[p] ?? 0} testId={`influence-${p}`} />
                    <ActionTokens n={G.tokens[p] ?? 0} testId={`tokens-${p}`} />
                  </p>
                  <TeamLine teams={outlook.teams[p] ?? []} unseen={G.coins[p]?.hidden === null} testId={`team-${p}`} />
                </div>
                {G.coins[p] && <CoinPair coins={G.coins[p]} owner={p} me={me} size="small" flip={flipCoin?.(p)} />}
              </div>
              <p className="er-seat__cards" data-testid={`robots-${p}`}>
                {G.handDecks[p].map((d) => (
                  <RobotBack key={d} deck={d} size="mini" note={p === me ? 'yours' : undefined} testId={`back-${p}-${d}`} />
                ))}
                {faceUp.map((f) => (
                  <RobotChip key={f.card} robot={robotOf(content, f.card)} testId={`faceup-${p}-${f.card}`} />
                ))}
                {G.handDecks[p].length === 0 && faceUp.length === 0 && <span className="er-hint-inline">no Robot Card</span>}
              </p>
            </li>
          );
        })}
        {extra && (
          <li className="er-seat er-seat--extra" data-testid="seat-extra" data-won={winners?.includes(EXTRA) || undefined}>
            <p className="er-seat__name">
              <span className="er-seat__who">Extra player</span>
              <span className="er-hint-inline">no seat, no actions</span>
            </p>
            <div className="er-seat__body">
              <PowerCard value={G.power[EXTRA] ?? null} size="mini" testId="power-extra" />
              <div className="er-seat__facts">
                <TeamLine teams={outlook.teams[EXTRA] ?? []} unseen={false} testId="team-extra" />
              </div>
              <CoinPair coins={extra} owner={EXTRA} me={me} size="small" flip={flipCoin?.(EXTRA)} />
            </div>
          </li>
        )}
      </ul>
    </section>
  );
}
