import type { Face, Path, Team } from '../../../games/evil-robots/state.ts';
import { EXTRA } from '../../../games/evil-robots/state.ts';
import { listed, type Namer } from '../three-laws/act-words.ts';

export { listed, namer, type Namer } from '../three-laws/act-words.ts';
export { DECK_NAME, TYPE_NAME, TYPE_WHEN, tokensWord } from '../../../games/evil-robots/card-words.ts';

export const TEAM_NAME: Record<Team, string> = { good: 'Good', evil: 'Evil', neutral: 'Neutral' };
export const FACE_NAME: Record<Face, string> = { heads: 'Heads', tails: 'Tails' };
export const PATH_NAME: Record<Path, string> = { good: 'Good', evil: 'Evil' };

/** The extra player of 3 and 4 player games has no seat and no name of its own. */
export const EXTRA_NAME = 'the extra player';

/** A player or the extra player, as a sentence's subject ("Ada", "You", "The extra player"). */
export const whoSubject = (n: Namer, p: string) => (p === EXTRA ? 'The extra player' : n.subject(p));
export const whoObject = (n: Namer, p: string) => (p === EXTRA ? EXTRA_NAME : n.object(p));
export const whoNamed = (n: Namer, p: string) => (p === EXTRA ? 'Extra player' : n.named(p));

export const influenceWord = (n: number) => `${n} Influence`;

/** "Ada and you", "You and Bo": several players as a sentence's subject. */
export const subjects = (n: Namer, players: string[]) => listed(players.map((p, i) => (i === 0 ? n.subject(p) : n.object(p))));
