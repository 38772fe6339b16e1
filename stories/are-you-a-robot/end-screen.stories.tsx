import type { Meta, StoryObj } from '@storybook/react-vite';
import { EndScreen } from '../../ui/boards/are-you-a-robot/end-screen.tsx';
import { seatNames } from '../../ui/boards/seat-names.ts';
import '../../ui/boards/are-you-a-robot/ayar-table.css';
import { endings } from './end-states.ts';
import { ayarContent, NAMES } from './fixtures.ts';

const names = (players: string[]) => seatNames(players, players.map((id) => ({ id: Number(id), name: NAMES[Number(id)] })));

const props = (ending: (typeof endings)[keyof typeof endings], viewer: string | null) => ({
  gameover: ending.gameover,
  playOrder: ending.G.players,
  names: names(ending.G.players),
  playerID: viewer,
  content: ayarContent,
});

const meta = {
  title: 'Are You A Robot?/End screen',
  component: EndScreen,
} satisfies Meta<typeof EndScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HumansWin: Story = { name: 'Humans win: the Robot was zapped', args: props(endings.humansZappedRobot, '0') };
export const RobotWins: Story = { name: 'Robot wins: a Human zapped a Human', args: props(endings.robotsHumanZapped, '2') };
export const EveryoneWins: Story = { name: 'Everyone wins: an all-Human handshake', args: props(endings.everyoneHandshake, '1') };
export const NobodyWins: Story = { name: 'Nobody wins: a Human shot, no Robot dealt', args: props(endings.nobodyNoRobot, '0') };
export const Revolution: Story = { name: 'Robots win: the revolution', args: props(endings.robotsRevolution, '5') };
export const EveryKind: Story = { name: 'Every card kind in the content, one per seat', args: props(endings.everyKind, null) };
export const SpectatorSees: Story = { name: 'As a spectator', args: props(endings.humansZappedRobot, null) };
