import { PresenceMark, StandInTag } from '../../components/presence/presence-mark.tsx';
import { seatPresence, seatStandIn } from '../../components/presence/seat-presence.ts';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { bidExtras } from '../../../games/bias-effect/rules/bids.ts';
import { identityOf } from '../../../games/bias-effect/rules/catalog.ts';
import { clockwiseFrom } from '../../../games/bias-effect/rules/chips.ts';
import { mindCount } from '../../../games/bias-effect/rules/mind.ts';
import type { BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import type { SeatInfo } from '../table-props.ts';
import { Chips, SealedBid } from './chip-icon.tsx';
import { IdentityBadge } from './identity-badge.tsx';
import { seatRole } from './seat-roles.ts';
import { progressText, winProgress } from '../../../games/bias-effect/rules/win-progress.ts';
import { cardsWord, signed } from './words.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  names: Record<string, string>;
  matchData?: SeatInfo[];
  me: PlayerID | null;
  over: boolean;
  winners?: PlayerID[];
}

/**
 * The players, clockwise from the viewer (a spectator: from the round's first player): each
 * one's identity and goal, how close the mind is to it now, chips, cards in hand, the bias
 * bonus the mind gives them at the next reveal, and what they are doing. While bids are
 * sealed a seat shows only that it has bid (a covered pile of chips pushed forward, the same
 * whatever it holds); the viewer's own amount shows on their seat alone.
 */
export function SeatsPanel({ G, content, names, matchData, me, over, winners }: Props) {
  const mind = mindCount(content, G.mind);
  const own = G.step.kind === 'bid' && me !== null && Object.hasOwn(G.step.sealed.values, me) && !G.step.sealed.revealed ? G.step.sealed.values[me] : undefined;
  const sealed = G.step.kind === 'bid' && !G.step.sealed.revealed ? G.step.sealed.committed : [];
  return (
    <section className="be-seats" aria-labelledby="be-seats-heading">
      <h2 id="be-seats-heading">
        Players <span className="be-hint-inline">clockwise{me === null ? ' from the first player' : ' from you'}</span>
      </h2>
      <ul className="be-seats__list">
        {clockwiseFrom(G.players, me ?? G.firstPlayer).map((p) => {
          const identity = identityOf(content, G.identities[p]);
          const progress = winProgress(identity, mind, G.players.length);
          const { bonus, edit } = bidExtras(content, G, p);
          const role = seatRole(G, over, p);
          const connected = seatPresence(matchData, p);
          const won = winners?.includes(p);
          return (
            <li key={p} className="be-seat" data-testid={`seat-${p}`} data-me={p === me || undefined} data-acting={role.acting || undefined} data-leaning={identity.leaning} data-won={won || undefined}>
              <p className="be-seat__name">
                <PresenceMark connected={connected} seat={p} />
                <span className="be-seat__who">{names[p]}</span>
                <StandInTag seat={p} standIn={seatStandIn(matchData, p)} />
                {p === me && <span className="be-seat__you">(you)</span>}
                <IdentityBadge identity={identity} />
              </p>
              <p className="be-seat__goal">{identity.goal}</p>
              <p className="be-seat__progress" data-holds={(over ? won : progress.holds) || undefined} data-missed={(over && !won) || undefined} data-testid={`progress-${p}`}>
                {over ? (won ? 'Wins' : 'Goal missed') : progressText(progress)}
              </p>
              <p className="be-seat__facts">
                <Chips n={G.chips[p] ?? 0} content={content} testId={`chips-${p}`} />
                {sealed.includes(p) && <SealedBid content={content} amount={p === me ? own : undefined} testId={`bid-pile-${p}`} />}
                <span className="be-seat__hand" data-testid={`hand-count-${p}`} title={`${cardsWord(G.handCounts[p] ?? 0)} in hand`}>
                  <span className="be-seat__card-icon" aria-hidden="true" />
                  <span aria-hidden="true">{G.handCounts[p] ?? 0}</span>
                  <span className="visually-hidden">{cardsWord(G.handCounts[p] ?? 0)} in hand</span>
                </span>
                {bonus > 0 && !over && (
                  <span className="be-seat__bonus" data-testid={`bonus-${p}`} title="Bias bonus added to their next bid total">
                    bonus {signed(bonus)}
                  </span>
                )}
                {edit !== 0 && !over && (
                  <span className="be-seat__edit" data-testid={`edit-${p}`} title="A card edits their next bid total">
                    card {signed(edit)}
                  </span>
                )}
              </p>
              <p className="be-seat__tags">
                {role.tag && (
                  <span className="be-tag" data-acting={role.acting || undefined} data-testid={`role-${p}`}>
                    {role.tag}
                  </span>
                )}
                {p === me && own !== undefined && (
                  <span className="be-tag be-tag--mine" data-testid="own-bid">
                    Your bid: {own}
                  </span>
                )}
                {G.firstPlayer === p && !over && <span className="be-tag be-tag--first">First player</span>}
                {G.round.bids?.winner === p && !over && <span className="be-tag be-tag--winner">Won the bid</span>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
