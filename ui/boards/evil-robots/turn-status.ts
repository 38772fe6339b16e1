import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { eligibleClaimants } from '../../../games/evil-robots/rules/countdown.ts';
import { stateFromView } from '../../../games/evil-robots/enumerate.ts';
import type { EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import { listed, type Namer, subjects } from './words.ts';

export interface TurnStatus {
  text: string;
  /** The line asks something of the viewer. */
  mine: boolean;
}

/** Who may still answer the card on offer: players allowed to claim who have neither claimed nor passed. */
export function stillDeciding(view: EvilView, content: EvilContent): PlayerID[] {
  const step = view.step;
  if (step.kind !== 'offer') return [];
  return eligibleClaimants(stateFromView(view), content, step.first).filter((p) => !step.claims.includes(p) && !step.passed.includes(p));
}

/** The card whose script waits on a decision: the one revealed last. */
export function askingCard(view: EvilView, content: EvilContent): string | null {
  const last = view.faceUp[view.faceUp.length - 1];
  return last ? robotOf(content, last.card).name : null;
}

/** One line over the dock: what happens now, and what the viewer is to do. */
export function turnStatus(view: EvilView, content: EvilContent, me: PlayerID | null, n: Namer, over: boolean): TurnStatus {
  if (over) return { text: 'Game over.', mine: false };
  const pending = view.scripts.running?.pending;
  const card = askingCard(view, content);
  if (pending) {
    return pending.player === me
      ? { text: `${card ?? 'Your card'} asks: ${pending.prompt}`, mine: true }
      : { text: `Waiting for ${n.object(pending.player)} to decide what ${card ?? 'their card'} does.`, mine: false };
  }
  const step = view.step;
  const dealer = n.subject(view.dealer);
  switch (step.kind) {
    case 'offer': {
      const out = stillDeciding(view, content);
      const card = `the ${step.value}`;
      if (me !== null && out.includes(me)) return { text: `Claim ${card} or pass, before the time runs out.`, mine: true };
      const mine = me !== null && step.claims.includes(me) ? `You claim ${card}. ` : me !== null && step.passed.includes(me) ? `You passed on ${card}. ` : `${dealer} ${view.dealer === me ? 'offer' : 'offers'} ${card}. `;
      return { text: `${mine}${out.length > 0 ? `Waiting for ${listed(out.map((p) => n.object(p)))} to claim or pass.` : 'The claims are closing.'}`, mine: false };
    }
    case 'choose':
      return view.dealer === me
        ? { text: `${subjects(n, step.claims)} claim the ${step.value}: choose who gets it.`, mine: true }
        : { text: `${dealer} chooses who gets the ${step.value}: ${listed(step.claims.map((p) => n.object(p)))}.`, mine: false };
    case 'zeros': {
      const without = view.players.filter((p) => view.power[p] === null);
      return view.dealer === me
        ? { text: `Only zeros are left: give the next 0 to ${listed(without.map((p) => n.object(p)))}.`, mine: true }
        : { text: `Only zeros are left: ${dealer} hands them out.`, mine: false };
    }
    case 'turn':
      return step.player === me
        ? { text: 'Your turn: spend your Action Tokens, then end your turn.', mine: true }
        : { text: `${n.possessive(step.player)[0].toUpperCase()}${n.possessive(step.player).slice(1)} turn: they spend their Action Tokens.`, mine: false };
    case 'reveal-phase':
      return step.player === me
        ? { text: 'Reveal phase: reveal a Reveal card for a token, or pass.', mine: true }
        : { text: `Reveal phase: ${n.subject(step.player)} is asked whether to reveal a Reveal card.`, mine: false };
    case 'split': {
      const winner = me !== null && step.winners.includes(me);
      const proposal = step.proposal;
      if (winner && !proposal) return { text: `You won: propose how the winners split ${step.amount} Influence.`, mine: true };
      if (winner && proposal && !proposal.accepted.includes(me)) return { text: `${n.subject(proposal.by)} proposed a split: accept it or refuse.`, mine: true };
      const out = proposal ? step.winners.filter((p) => !proposal.accepted.includes(p)) : step.winners;
      return { text: `The winners split ${step.amount} Influence: waiting for ${listed(out.map((p) => n.object(p)))}.`, mine: false };
    }
    case 'endgame':
      return step.player === me
        ? { text: 'The game would end: reveal an Endgame card, or pass.', mine: true }
        : { text: `The game would end: ${n.subject(step.player)} is asked whether to reveal an Endgame card.`, mine: false };
    case 'keep': {
      const out = view.players.filter((p) => !step.ready.includes(p));
      if (me !== null && out.includes(me)) return { text: 'Clean-up: tick the face-down Robot Cards you keep, then Ready.', mine: true };
      return { text: `Clean-up: waiting for ${listed(out.map((p) => n.object(p)))} to keep or return their cards.`, mine: false };
    }
    case 'path': {
      if (me !== null && step.winners.includes(me) && !(me in step.votes)) return { text: 'You won! Choose the robots’ path: Good or Evil.', mine: true };
      const out = step.winners.filter((p) => !(p in step.votes));
      return { text: `The winners choose the robots’ path: waiting for ${listed(out.map((p) => n.object(p)))}.`, mine: false };
    }
  }
}
