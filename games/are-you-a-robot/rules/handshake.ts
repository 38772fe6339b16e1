import type { ModeDef } from '../content-types.ts';
import type { AyarState, PlayerID } from '../state.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { countCards } from './card-stats.ts';
import { finish, type Step } from './outcome.ts';
import { checkActor, checkOther, inGameWith, isSeat, roleOf, type Table } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';
import { someOf } from '../../kit/frozen-lists.ts';

function checkHandshakes(G: Table, mode: ModeDef, playerID: PlayerID | null | undefined): Violation | undefined {
  if (!mode.handshakes) return violation('no-handshakes', `There are no handshakes in ${mode.name} mode.`);
  return checkActor(G, playerID);
}

export function checkOffer(G: Table, mode: ModeDef, playerID: PlayerID | null | undefined, to?: unknown): Violation | undefined {
  const base = checkHandshakes(G, mode, playerID) ?? checkOther(G, playerID!, to, 'shake hands with');
  if (base) return base;
  if (someOf(G.offers, (o) => o.from === playerID)) {
    return violation('offer-pending', 'You already have a handshake offer out: withdraw it before offering another.');
  }
  if (someOf(G.offers, (o) => o.from === to && o.to === playerID)) {
    return violation('offer-crossed', 'That player already offered you a handshake: accept it instead.');
  }
  return undefined;
}

export function checkWithdraw(G: Table, mode: ModeDef, playerID: PlayerID | null | undefined): Violation | undefined {
  const base = checkHandshakes(G, mode, playerID);
  if (base) return base;
  if (!G.offers.some((o) => o.from === playerID)) return violation('no-offer', 'You have no handshake offer to withdraw.');
  return undefined;
}

/** Accepting and declining both answer an offer made to you. */
function checkAnswer(G: Table, mode: ModeDef, playerID: PlayerID | null | undefined, from: unknown): Violation | undefined {
  const base = checkHandshakes(G, mode, playerID);
  if (base) return base;
  if (!isSeat(G, from)) return violation('unknown-player', 'Choose the player whose handshake offer you answer.');
  if (!G.offers.some((o) => o.from === from && o.to === playerID)) {
    return violation('no-such-offer', 'That player has not offered you a handshake.');
  }
  return undefined;
}

export const checkAccept = (G: Table, mode: ModeDef, playerID: PlayerID | null | undefined, from?: unknown) =>
  checkAnswer(G, mode, playerID, from);

export const checkDecline = (G: Table, mode: ModeDef, playerID: PlayerID | null | undefined, from?: unknown) =>
  checkAnswer(G, mode, playerID, from);

export function applyOffer(G: AyarState, from: PlayerID, to: PlayerID): AyarState {
  return copyWith(G, { offers: [...G.offers, { from, to }], events: [...G.events, { kind: 'offer', from, to }] });
}

export function applyWithdraw(G: AyarState, from: PlayerID): AyarState {
  const offer = G.offers.find((o) => o.from === from)!;
  return copyWith(G, {
    offers: G.offers.filter((o) => o !== offer),
    events: [...G.events, { kind: 'offer-withdrawn', from, to: offer.to }],
  });
}

export function applyDecline(G: AyarState, from: PlayerID, to: PlayerID): AyarState {
  return copyWith(G, {
    offers: G.offers.filter((o) => !(o.from === from && o.to === to)),
    events: [...G.events, { kind: 'offer-declined', from, to }],
  });
}

/** A handshake is binding on everyone and ends the game at once. */
export function applyAccept(G: AyarState, from: PlayerID, to: PlayerID): Step {
  const shaken: AyarState = copyWith(countCards(G, 'shook hands', [G.cards[from], G.cards[to]]), { offers: [], events: [...G.events, { kind: 'handshake', a: from, b: to }] });
  if (roleOf(G, from) === 'robot' && roleOf(G, to) === 'robot') return finish(shaken, 'robots-shook-hands');
  if (inGameWith(G, 'robot').length > 0) return finish(shaken, 'handshake-with-robot');
  return finish(shaken, 'all-human-handshake');
}
