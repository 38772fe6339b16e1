import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { ayarContent, basicStart, ended, extendedRobotOut, NAMES, schrodingerNoRobot } from './fixtures.ts';

/** Each way a match can end, as the final state and the game's own gameover. */
export const endings = {
  humansZappedRobot: ended(
    {
      ...basicStart,
      eliminated: ['2'],
      revealed: { 0: 'human', 2: 'robot' },
      revealedCards: { 2: 'robot' },
      events: [
        { kind: 'zap', shooter: '0', victim: '2', victimTeam: 'robot', victimCard: 'robot' },
        { kind: 'robot-out', victim: '2' },
      ],
    },
    'last-robot-zapped',
  ),
  robotsHumanZapped: ended(
    {
      ...basicStart,
      revealed: { 0: 'human', 1: 'human' },
      revealedCards: { 1: 'human' },
      events: [{ kind: 'zap', shooter: '0', victim: '1', victimTeam: 'human', victimCard: 'human' }],
    },
    'human-zapped',
  ),
  everyoneHandshake: ended(
    {
      ...schrodingerNoRobot,
      offers: [],
      events: [...schrodingerNoRobot.events, { kind: 'handshake', a: '0', b: '1' }],
    },
    'all-human-handshake',
  ),
  nobodyNoRobot: ended(
    {
      ...schrodingerNoRobot,
      offers: [],
      revealed: { 0: 'human', 2: 'human' },
      revealedCards: { 2: 'human' },
      events: [...schrodingerNoRobot.events, { kind: 'zap', shooter: '0', victim: '2', victimTeam: 'human', victimCard: 'human' }],
    },
    'human-zapped-no-robot',
  ),
  robotsRevolution: ended(revolutionState(), 'revolution'),
  everyKind: ended(everyKindState(), 'handshake-with-robot'),
};

/**
 * One seat for each kind of card in the content (up to six), in cards.yaml order: whatever
 * kinds a designer adds show up here. The first two seats shook hands with a Robot at the table.
 */
function everyKindState(): AyarState {
  const kinds = ayarContent.cards.cards.slice(0, NAMES.length);
  const players = kinds.map((_, i) => String(i));
  return {
    ...basicStart,
    mode: 'schrodinger',
    players,
    deckSize: kinds.length,
    roles: Object.fromEntries(kinds.map((card, i) => [String(i), card.team])),
    cards: Object.fromEntries(kinds.map((card, i) => [String(i), card.id])),
    robotCardsDealt: kinds.filter((card) => card.team === 'robot').length,
    events: [{ kind: 'handshake', a: '0', b: '1' }],
  };
}

/** Extended: after more shots only Bo is Human; Fay declares the revolution. */
function revolutionState(): AyarState {
  return {
    ...extendedRobotOut,
    eliminated: [...extendedRobotOut.eliminated, '0'],
    roles: { ...extendedRobotOut.roles, 4: 'robot' },
    cards: { ...extendedRobotOut.cards, 4: 'robot' },
    setAside: ['human', 'human', 'human'],
    robotCardsDealt: 3,
    conversions: [...extendedRobotOut.conversions, { number: 2, witnesses: ['5'], converted: '4' }],
    events: [
      ...extendedRobotOut.events,
      { kind: 'zap', shooter: '0', victim: '1', victimTeam: 'human', victimCard: 'human' },
      { kind: 'shooter-removed', shooter: '0' },
      { kind: 'conversion', number: 2 },
      { kind: 'revolution', by: '5' },
    ],
  };
}
