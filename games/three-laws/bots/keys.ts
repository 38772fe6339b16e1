import type { BotAction } from '../../kit/bots/random-bot.ts';
import { leaderGuess } from './beliefs.ts';
import { firstLawful, type Option } from './choose.ts';
import { move } from './legal.ts';
import { slips, type BotSeat } from './seat.ts';

/**
 * On its transfer, the bot's keys go to its best guess of its faction's leader: it keeps them
 * when it believes it leads, else gives them to the highest member it sees. Where a law forbids
 * that, it keeps or gives them to the next best it may (a slipping bot does not mind the law).
 */
export function chooseTransfer(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  if (view.step.kind !== 'transfer' || view.step.current !== me) return undefined;
  const guess = leaderGuess(seat);
  const keep: Option = { action: move('keepKeys'), draft: { kind: 'keep', by: me } };
  const give = (to: string): Option => ({ action: move('giveKeys', to), draft: { kind: 'give', by: me, to, keys: view.keys[me] } });
  const others = view.players.filter((p) => p !== me && !guess.members.includes(p));
  const members = guess.members.filter((p) => p !== guess.leader);
  const first = guess.leader === undefined ? [keep] : [give(guess.leader), keep];
  return firstLawful(seat, [...first, ...members.map(give), ...others.map(give)], slips(seat, 'transfer'));
}

/** Offered keys, the bot accepts them when it believes it leads its faction, else refuses (unless a law says otherwise). */
export function chooseReply(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  const step = view.step;
  if (step.kind !== 'transfer-offer' || step.to !== me) return undefined;
  const reply = (accept: boolean): Option => ({
    action: move(accept ? 'acceptKeys' : 'refuseKeys'),
    draft: { kind: accept ? 'accept' : 'refuse', by: me, to: step.current, keys: step.keys },
  });
  const leads = leaderGuess(seat).leader === undefined;
  return firstLawful(seat, [reply(leads), reply(!leads)], slips(seat, `reply-${view.acts.length}`));
}
