import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { basicStart, ended, extendedRobotOut, schrodingerNoRobot } from './fixtures.ts';

/** Each way a match can end, as the final state and the game's own gameover. */
export const endings = {
  humansZappedRobot: ended(
    {
      ...basicStart,
      eliminated: ['2'],
      revealed: { 0: 'human', 2: 'robot' },
      events: [
        { kind: 'zap', shooter: '0', victim: '2', victimTeam: 'robot' },
        { kind: 'robot-out', victim: '2' },
      ],
    },
    'last-robot-zapped',
  ),
  robotsHumanZapped: ended(
    {
      ...basicStart,
      revealed: { 0: 'human', 1: 'human' },
      events: [{ kind: 'zap', shooter: '0', victim: '1', victimTeam: 'human' }],
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
      events: [...schrodingerNoRobot.events, { kind: 'zap', shooter: '0', victim: '2', victimTeam: 'human' }],
    },
    'human-zapped-no-robot',
  ),
  robotsRevolution: ended(revolutionState(), 'revolution'),
};

/** Extended: after more shots only Bo is Human; Fay declares the revolution. */
function revolutionState(): AyarState {
  return {
    ...extendedRobotOut,
    eliminated: [...extendedRobotOut.eliminated, '0'],
    roles: { ...extendedRobotOut.roles, 4: 'robot' },
    setAside: ['human', 'human', 'human'],
    robotCardsDealt: 3,
    conversions: [...extendedRobotOut.conversions, { number: 2, witnesses: ['5'], converted: '4' }],
    events: [
      ...extendedRobotOut.events,
      { kind: 'zap', shooter: '0', victim: '1', victimTeam: 'human' },
      { kind: 'shooter-removed', shooter: '0' },
      { kind: 'conversion', number: 2 },
      { kind: 'revolution', by: '5' },
    ],
  };
}
