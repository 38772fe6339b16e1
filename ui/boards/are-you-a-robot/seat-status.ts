import type { Team } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarGameover, AyarView, CardId } from '../../../games/are-you-a-robot/state.ts';

/** What this viewer knows about one seat, from the public record and their own knowledge. */
export interface SeatStatus {
  out: boolean;
  /** Why the seat is out, in words. */
  outReason?: string;
  /** The team of the seat's card if this viewer may know it. */
  knownTeam?: Team;
  /** The seat's card itself if this viewer has seen it face up (a shooter shows only a team). */
  knownCard?: CardId;
  /** How the viewer knows it. */
  knownHow?: 'own' | 'revealed' | 'shown';
}

/** `reveal`: every card, once the game is over. */
export function seatStatus(view: AyarView, seat: string, viewer: string | null, reveal?: Pick<AyarGameover, 'roles' | 'cards'>): SeatStatus {
  const out = view.eliminated.includes(seat);
  const knownTeam = reveal?.roles[seat] ?? view.roles[seat];
  const knownCard = reveal?.cards[seat] ?? view.cards[seat];
  const knownHow = !knownTeam ? undefined : seat === viewer ? 'own' : view.revealed[seat] || reveal ? 'revealed' : 'shown';
  return { out, outReason: out ? outReason(view, seat) : undefined, knownTeam, knownCard, knownHow };
}

function outReason(view: AyarView, seat: string): string {
  for (const event of view.events) {
    if (event.kind === 'robot-out' && event.victim === seat) return 'Zapped as a Robot';
    if (event.kind === 'shooter-removed' && event.shooter === seat) return 'Removed for shooting a Human';
  }
  return 'Out of the game';
}
