import { openVote } from '../../../games/kit/talk/judged-claim.ts';
import type { PlayerID, ThreeLawsGameover, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { actNoun, keysWord, type Namer } from './act-words.ts';

export interface TurnStatus {
  text: string;
  /** The line asks something of the viewer: it is drawn to stand out. */
  mine: boolean;
}


/** What happens now, in one line, from the viewer's seat: the first thing a player reads. */
export function turnStatus(G: ThreeLawsView, gameover: ThreeLawsGameover | undefined, me: PlayerID | null, n: Namer): TurnStatus {
  if (gameover) return { text: `The game is over: ${n.subject(gameover.winner)} ${gameover.winner === me ? 'win' : 'wins'}.`, mine: false };
  const vote = openVote(G.calls);
  if (vote) {
    const act = G.acts.find((a) => a.id === vote.target);
    const voting = me !== null && (vote.voters ?? []).includes(me) && !Object.hasOwn(vote.votes ?? {}, me);
    return voting
      ? { text: `Vote: did ${act ? actNoun(act, n) : `${n.possessive(vote.author)} act`} break a law in force?`, mine: true }
      : { text: `The table is voting on ${n.possessive(vote.claimant)} Error call.`, mine: false };
  }
  const step = G.step;
  switch (step.kind) {
    case 'query-ask':
      return step.current === me
        ? { text: 'Your query: choose a player and ask them one question.', mine: true }
        : { text: `${n.subject(step.current)} is choosing whom to ask.`, mine: false };
    case 'query-answer':
      if (step.target === me) return { text: `Your turn to answer ${n.object(step.current)}, truthfully or not.`, mine: true };
      return { text: step.current === me ? `Waiting for ${n.object(step.target)} to answer you.` : `${n.subject(step.target)} must answer ${n.object(step.current)}.`, mine: false };
    case 'transfer': {
      if (step.current !== me) return { text: `${n.subject(step.current)} is deciding where their keys go.`, mine: false };
      const keys = G.keys[me] ?? 0;
      return keys > 0
        ? { text: keys === 1 ? 'Your transfer: give your key to one player, or keep it.' : `Your transfer: give all ${keysWord(keys)} to one player, or keep them.`, mine: true }
        : { text: 'Your transfer: you hold no keys, so keep (pass).', mine: true };
    }
    case 'transfer-offer':
      if (step.to === me) return { text: `${n.subject(step.current)} offers you ${keysWord(step.keys)}: accept or refuse.`, mine: true };
      return { text: step.current === me ? `Waiting for ${n.object(step.to)} to accept or refuse your keys.` : `${n.subject(step.to)} decides whether to take ${n.possessive(step.current)} keys.`, mine: false };
    case 'reveal': {
      const waiting = G.players.filter((p) => !step.ready.includes(p));
      if (me !== null && waiting.includes(me)) return { text: 'The Transfer is over: turn your card up. The laws hold until every card is up.', mine: true };
      return { text: `Waiting for ${waiting.map((p) => n.object(p)).join(', ')} to turn their cards up.`, mine: false };
    }
    case 'round-end': {
      const waiting = G.players.filter((p) => !step.ready.includes(p));
      if (me !== null && waiting.includes(me)) return { text: `Round ${G.round} is scored. Read it, then press Ready.`, mine: true };
      return { text: `Round ${G.round} is scored. Waiting for ${waiting.map((p) => n.object(p)).join(', ')} to be ready.`, mine: false };
    }
  }
}
