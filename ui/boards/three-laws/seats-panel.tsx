import { SeatWords } from '../../components/chat/seat-words.tsx';
import { PieceButton } from '../../components/action-button/piece-button.tsx';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { PresenceMark, StandInTag } from '../../components/presence/presence-mark.tsx';
import { seatPresence, seatStandIn } from '../../components/presence/seat-presence.ts';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { leftOf, rightOf, turnOrder } from '../../../games/three-laws/rules/table.ts';
import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import type { SeatInfo } from '../table-props.ts';
import { FactionCardView } from './faction-card.tsx';
import { cardName } from './factions.ts';
import { Count, VpCard } from './pieces.tsx';
import { seatRole } from './seat-roles.ts';

interface Props {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  names: Record<string, string>;
  matchData?: SeatInfo[];
  me: PlayerID | null;
  over: boolean;
  /** In the reveal, until the viewer's card is up: their face-down card turns it up when clicked. */
  reveal?: { availability: ButtonState; onAct(): void; onExplain(reason: string): void };
}

/**
 * The players around the table, clockwise from the viewer (a spectator: from the start
 * player): each seat's Faction card (the viewer's own face down, until the reveal), its keys,
 * tokens and Victory Point cards, the start player, and which seats are the viewer's left and
 * right, since laws speak of them.
 */
export function SeatsPanel({ G, content, names, matchData, me, over, reveal }: Props) {
  const order = turnOrder(G, me ?? G.startPlayer);
  const left = me === null ? undefined : leftOf(G, me);
  const right = me === null ? undefined : rightOf(G, me);
  const words = lastWords(G);
  return (
    <section className="tl-seats" aria-labelledby="tl-seats-heading">
      <h2 id="tl-seats-heading">
        Around the table <span className="tl-seats__hint">clockwise{me === null ? ' from the start player' : ' from you'}</span>
      </h2>
      <ul className="tl-seats__list">
        {order.map((p) => {
          const role = seatRole(G, over, p);
          const card = G.cards[p];
          const connected = seatPresence(matchData, p);
          const mine = p === me;
          return (
            <li key={p} className="tl-seat" data-testid={`seat-${p}`} data-me={mine || undefined} data-acting={role.acting || undefined} data-faction={card?.faction}>
              <p className="tl-seat__name">
                <PresenceMark connected={connected} seat={p} />
                <span className="tl-seat__who">{names[p]}</span>
                <StandInTag seat={p} standIn={seatStandIn(matchData, p)} />
                {mine && <span className="tl-seat__you">(you)</span>}
              </p>
              <div className="tl-seat__body">
                {mine && reveal ? (
                  <PieceButton availability={reveal.availability} onAct={reveal.onAct} onExplain={reveal.onExplain} label="Turn my card up" testId="card-reveal">
                    <FactionCardView content={content} card={card} size="small" testId={`card-${p}`} label="Your card, face down: click to turn it up" />
                  </PieceButton>
                ) : (
                  <FactionCardView
                    content={content}
                    card={card}
                    size="small"
                    testId={`card-${p}`}
                    label={card ? `${names[p]}: ${cardName(content, card)}` : mine ? 'Your card, face down: everyone sees it but you' : `${names[p]}'s card, hidden until the reveal`}
                  />
                )}
                <div className="tl-seat__facts">
                  <p className="tl-seat__counts">
                    <Count kind="key" n={G.keys[p] ?? 0} />
                    <Count kind="token" n={G.tokens[p] ?? 0} />
                  </p>
                  <p className="tl-seat__vp" data-testid={`vp-count-${p}`} title={`${G.vpCount[p] ?? 0} Victory Point cards`}>
                    <VpCard content={content} size="small" />
                    <span aria-hidden="true">×{G.vpCount[p] ?? 0}</span>
                    <span className="visually-hidden">{G.vpCount[p] ?? 0} Victory Point cards</span>
                  </p>
                  <p className="tl-seat__tags">
                    {role.tag && <span className="tl-tag tl-tag--role" data-acting={role.acting || undefined}>{role.tag}</span>}
                    {G.startPlayer === p && <span className="tl-tag tl-tag--start" data-testid={`start-${p}`}>Start</span>}
                    {p === left && <span className="tl-tag tl-tag--side">Your left</span>}
                    {p === right && <span className="tl-tag tl-tag--side">Your right</span>}
                  </p>
                </div>
              </div>
              {words.get(p) !== undefined && <SeatWords seat={p} speaker={mine ? 'You' : names[p]} words={words.get(p)!} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Each player's last question or answer this round, by seat: the round's talk, at the table. */
function lastWords(G: ThreeLawsView): Map<PlayerID, string> {
  const words = new Map<PlayerID, string>();
  for (const act of G.acts) if (act.text) words.set(act.by, act.text);
  return words;
}
