import type { Attention } from '../attention.ts';
import { seatNames } from '../seat-names.ts';
import type { EvilTableProps } from './table-props.ts';
import { stillDeciding } from './turn-status.ts';
import { listed, PATH_NAME, TEAM_NAME, namer } from './words.ts';

type Message = Attention['messages'][number];

/**
 * What Evil Robots asks of the person in the seat, from the view alone. 'Decide' while a card
 * waits on their decision; 'Your turn' while a Power Card is on offer to them and they have not
 * answered, when the Dealer must choose or hand out zeros, on their turn, their moment in the
 * Reveal phase or at the end, a split to propose or answer, the clean-up, the path vote.
 * Messages, keyed by what they are about (so the shell toasts each once): a split proposed to
 * them, the round's result, the end.
 */
export function evilAttention(props: EvilTableProps): Attention {
  const { G, ctx, playerID, content } = props;
  const names = seatNames(ctx.playOrder, props.matchData);
  const n = namer(names, playerID);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const messages: Message[] = [];
  const over = ctx.gameover;
  if (over) {
    const who = `${listed(over.winners.map((p) => names[p] ?? p))} ${over.winners.length === 1 ? 'wins' : 'win'}`;
    const verdict = me === null ? '' : over.winners.includes(me) ? ' You won!' : ' You lost.';
    messages.push({ key: 'gameover', text: `Game over: ${who}; the robots take the ${PATH_NAME[over.path]} path${over.coinFlip ? ' (a coin decided)' : ''}.${verdict}` });
    return { messages };
  }
  const shown = G.showdown;
  if (shown && (G.step.kind === 'split' || G.step.kind === 'keep' || G.step.kind === 'endgame' || G.step.kind === 'path')) {
    const teams = shown.winningTeams.map((t) => TEAM_NAME[t]);
    const result = shown.winners.length === 0 ? 'nobody wins' : `${listed(teams)} ${teams.length === 1 ? 'wins' : 'win'}`;
    const mine = me === null ? '' : shown.winners.includes(me) ? ' You are a winner.' : '';
    messages.push({ key: `showdown-r${G.round}`, text: `Round ${G.round}: ${result}.${mine}` });
  }
  if (me === null) return { messages };

  const pending = G.scripts.running?.pending;
  if (pending) return pending.player === me ? { call: 'Decide', messages } : { messages };
  const step = G.step;
  if (step.kind === 'split' && step.proposal && step.winners.includes(me) && step.proposal.by !== me) {
    const shares = Object.entries(step.proposal.shares).map(([p, v]) => `${n.object(p)} ${v}`);
    messages.push({ key: `split-${step.opened}-${step.proposal.by}-${Object.values(step.proposal.shares).join('.')}`, text: `${n.subject(step.proposal.by)} proposes a split: ${listed(shares)}.` });
  }
  const mustAct =
    (step.kind === 'offer' && stillDeciding(G, content).includes(me)) ||
    ((step.kind === 'choose' || step.kind === 'zeros') && G.dealer === me) ||
    ((step.kind === 'turn' || step.kind === 'reveal-phase' || step.kind === 'endgame') && step.player === me) ||
    (step.kind === 'split' && step.winners.includes(me) && !step.proposal?.accepted.includes(me)) ||
    (step.kind === 'keep' && !step.ready.includes(me)) ||
    (step.kind === 'path' && step.winners.includes(me) && !(me in step.votes));
  return mustAct ? { call: 'Your turn', messages } : { messages };
}
