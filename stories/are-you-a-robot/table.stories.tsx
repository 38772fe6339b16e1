import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AyarTable } from '../../ui/boards/are-you-a-robot/ayar-table.tsx';
import { endings } from './end-states.ts';
import { basicStart, extendedConversion, extendedRobotOut, schrodingerOffer, tableProps } from './fixtures.ts';

const meta = {
  title: 'Are You A Robot?/Table',
  component: AyarTable,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AyarTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HumanAtStart: Story = { name: 'Basic: a Human at the start', args: tableProps(basicStart, '0') };
export const RobotAtStart: Story = { name: 'Basic: the Robot at the start', args: tableProps(basicStart, '2') };

export const RobotPressesZap: Story = {
  name: 'Basic: the Robot presses ZAP',
  args: tableProps(basicStart, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('zap-0'));
    await expect(canvas.getByTestId('private-notice')).toHaveTextContent('Robots can never shoot');
    await expect(args.moves.zap).not.toHaveBeenCalled();
  },
};

export const OfferMade: Story = { name: 'Schrödinger: you offered a handshake', args: tableProps(schrodingerOffer, '0') };
export const OfferReceived: Story = { name: 'Schrödinger: a handshake offered to you', args: tableProps(schrodingerOffer, '1') };
export const OfferBetweenOthers: Story = { name: 'Schrödinger: an offer between others', args: tableProps(schrodingerOffer, '3') };

export const ConversionWitness: Story = { name: 'Extended: after a conversion, as the witness Robot', args: tableProps(extendedConversion, '2') };
export const ConversionNewRobot: Story = { name: 'Extended: after a conversion, as the new Robot', args: tableProps(extendedConversion, '5') };
export const ConversionHuman: Story = { name: 'Extended: after a conversion, as a Human', args: tableProps(extendedConversion, '0') };
export const Eliminated: Story = { name: 'Extended: an eliminated player', args: tableProps(extendedConversion, '3') };
export const Spectator: Story = { name: 'Extended: a spectator', args: tableProps(extendedConversion, null) };
export const RobotZappedPlayOn: Story = { name: 'Extended: a Robot zapped, play goes on', args: tableProps(extendedRobotOut, '1') };

export const EndHumansWin: Story = { name: 'End: the Humans win', args: tableProps(endings.humansZappedRobot.G, '1', endings.humansZappedRobot.gameover) };
export const EndRobotsWin: Story = { name: 'End: the Robot wins', args: tableProps(endings.robotsHumanZapped.G, '2', endings.robotsHumanZapped.gameover) };
export const EndEveryoneWins: Story = { name: 'End: everyone wins', args: tableProps(endings.everyoneHandshake.G, '0', endings.everyoneHandshake.gameover) };
export const EndNobodyWins: Story = { name: 'End: nobody wins', args: tableProps(endings.nobodyNoRobot.G, null, endings.nobodyNoRobot.gameover) };
export const EndRevolution: Story = { name: 'End: the Robot revolution', args: tableProps(endings.robotsRevolution.G, '1', endings.robotsRevolution.gameover) };

export const NarrowWindow: Story = {
  name: 'Narrow window (one column)',
  args: tableProps(schrodingerOffer, '1'),
  globals: { viewport: { value: 'mobile1' } },
};
