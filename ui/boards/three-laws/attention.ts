import { openCounterClaim, openVote } from '../../../games/kit/talk/judged-claim.ts';
import { checkAccuse, checkCastVote } from '../../../games/three-laws/rules/error-call.ts';
import type { ThreeLawsState } from '../../../games/three-laws/state.ts';
import type { Attention } from '../attention.ts';
import { seatNames } from '../seat-names.ts';
import type { ThreeLawsTableProps } from './table-props.ts';

type Message = Attention['messages'][number];

/**
 * What 3 Laws of Robotics asks of the person in the seat, from the view alone. 'Decide' while
 * they may accuse a wrong caller or must vote on a call; else 'Your turn' when they must ask,
 * answer, transfer, reply to keys offered to them or turn their card up. Messages, each keyed by what it is about
 * (so the shell toasts it once): an accusation against them and the end.
 */
export function threeLawsAttention(props: ThreeLawsTableProps): Attention {
  const { G, ctx, playerID } = props;
  const names = seatNames(ctx.playOrder, props.matchData);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const messages: Message[] = [];
  const over = ctx.gameover;
  if (over) {
    const verdict = me === null ? '' : over.winner === me ? ' You won!' : ' You lost.';
    messages.push({ key: 'gameover', text: `${names[over.winner]} wins with ${over.totals[over.winner]} points.${verdict}` });
  }
  if (me === null) return { messages };

  // A question put to you and keys offered to you are no message: the dock asks them, word for
  // word, and the call chimes; a toast repeating them covered the laws the answer must keep.
  const step = G.step;
  // An Error called on your act is no message: its verdict is a moment at every seat (a panel,
  // or a chip while you must act), and a toast saying it again covered the laws and the talk.
  // Nor is the round's score: the report at the top of the table gives each player's cards and
  // the dock says to read it, then press Ready; a toast saying it again covered the report.
  for (const claim of G.calls) {
    if (claim.claimant === me && typeof claim.counteredBy === 'string') {
      messages.push({ key: `accused-${claim.target}`, text: `${names[claim.counteredBy]} accused you of a wrong Error call and takes a token.` });
    }
  }
  if (over) return { messages };
  const S = G as unknown as ThreeLawsState;
  const open = openCounterClaim(G.calls);
  if ((open && checkAccuse(S, me) === undefined) || checkCastVote(S, me, true) === undefined) return { call: 'Decide', messages };
  // A vote stops the play until it is settled: nobody's turn meanwhile.
  const mustAct =
    openVote(G.calls) === undefined &&
    ((step.kind === 'query-ask' && step.current === me) ||
      (step.kind === 'query-answer' && step.target === me) ||
      (step.kind === 'transfer' && step.current === me) ||
      (step.kind === 'transfer-offer' && step.to === me) ||
      (step.kind === 'reveal' && !step.ready.includes(me)));
  return mustAct ? { call: 'Your turn', messages } : { messages };
}
