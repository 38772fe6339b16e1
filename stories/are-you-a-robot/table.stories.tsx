import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { AyarTable } from '../../ui/boards/are-you-a-robot/ayar-table.tsx';
import { endings } from './end-states.ts';
import { basicStart, extendedConversion, extendedRobotOut, schrodingerOffer, tableProps } from './fixtures.ts';

const meta = {
  title: 'Are You A Robot?/Table',
  component: AyarTable,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof AyarTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone the layout is checked on: 390×844, as the browser test measures it. */
const phone = { viewport: { value: 'iphone12' } };

export const HumanAtStart: Story = { name: 'Basic: a Human at the start', args: tableProps(basicStart, '0') };
export const RobotAtStart: Story = { name: 'Basic: the Robot at the start', args: tableProps(basicStart, '2') };

export const ZapArmed: Story = {
  name: 'Basic: ZAP pressed once, asking to confirm',
  args: tableProps(basicStart, '0'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('zap-2'));
    await expect(canvas.getByTestId('zap-2-confirm')).toHaveTextContent('Yes, ZAP Cy');
    await expect(canvas.getByTestId('zap-2-confirm')).toHaveFocus();
    await expect(args.moves.zap).not.toHaveBeenCalled();
  },
};

export const RobotPressesZap: Story = {
  name: 'Basic: the Robot presses ZAP and confirms',
  args: tableProps(basicStart, '2'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The same two steps as a Human's ZAP: nothing on screen tells a Robot's apart until the second press.
    await userEvent.click(canvas.getByTestId('zap-0'));
    await expect(canvas.getByTestId('zap-0-confirm')).toHaveTextContent('Yes, ZAP Ada');
    await userEvent.click(canvas.getByTestId('zap-0-confirm'));
    await expect(canvas.getByTestId('private-notice')).toHaveTextContent('Robots can never shoot');
    await expect(args.moves.zap).not.toHaveBeenCalled();
  },
};

export const OfferMade: Story = { name: 'Schrödinger: you offered a handshake', args: tableProps(schrodingerOffer, '0') };
export const OfferReceived: Story = { name: 'Schrödinger: a handshake offered to you', args: tableProps(schrodingerOffer, '1') };
export const AcceptArmed: Story = {
  name: 'Schrödinger: Accept pressed once, asking to confirm',
  args: tableProps(schrodingerOffer, '1'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('accept-0'));
    await expect(canvas.getByTestId('accept-0-confirm')).toHaveTextContent("Yes, shake Ada's hand");
    await expect(args.moves.acceptHandshake).not.toHaveBeenCalled();
  },
};
export const OfferBetweenOthers: Story = { name: 'Schrödinger: an offer between others', args: tableProps(schrodingerOffer, '3') };

export const ConversionWitness: Story = { name: 'Extended: after a conversion, as the witness Robot', args: tableProps(extendedConversion, '2') };
export const ConversionNewRobot: Story = { name: 'Extended: after a conversion, as the new Robot', args: tableProps(extendedConversion, '5') };
export const ConversionHuman: Story = { name: 'Extended: after a conversion, as a Human', args: tableProps(extendedConversion, '0') };
export const RevolutionArmed: Story = {
  name: 'Extended: the revolution pressed once',
  args: tableProps(extendedConversion, '5'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('declare-revolution'));
    await expect(canvas.getByTestId('declare-revolution-confirm')).toBeInTheDocument();
    await expect(args.moves.declareRevolution).not.toHaveBeenCalled();
  },
};
export const Eliminated: Story = { name: 'Extended: an eliminated player', args: tableProps(extendedConversion, '3') };
export const Spectator: Story = { name: 'Extended: a spectator', args: tableProps(extendedConversion, null) };
export const RobotZappedPlayOn: Story = { name: 'Extended: a Robot zapped, play goes on', args: tableProps(extendedRobotOut, '1') };

export const EndHumansWin: Story = { name: 'End: the Humans win', args: tableProps(endings.humansZappedRobot.G, '1', endings.humansZappedRobot.gameover) };
export const EndRobotsWin: Story = { name: 'End: the Robot wins', args: tableProps(endings.robotsHumanZapped.G, '2', endings.robotsHumanZapped.gameover) };
export const EndEveryoneWins: Story = { name: 'End: everyone wins', args: tableProps(endings.everyoneHandshake.G, '0', endings.everyoneHandshake.gameover) };
export const EndNobodyWins: Story = { name: 'End: nobody wins', args: tableProps(endings.nobodyNoRobot.G, null, endings.nobodyNoRobot.gameover) };
export const EndRevolution: Story = { name: 'End: the Robot revolution', args: tableProps(endings.robotsRevolution.G, '1', endings.robotsRevolution.gameover) };
export const EndOutPlayerTalks: Story = {
  name: 'End: a player who was out may talk again',
  args: tableProps(endings.humansZappedRobot.G, '2', endings.humansZappedRobot.gameover),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chat-input')).toBeEnabled();
    await expect(canvas.getByTestId('you-are-out')).not.toHaveTextContent(/talk/);
  },
};

export const PhoneAtStart: Story = { name: 'Phone: a Human at the start', args: tableProps(basicStart, '0'), globals: phone };
export const PhoneOfferReceived: Story = { name: 'Phone: a handshake offered to you', args: tableProps(schrodingerOffer, '1'), globals: phone };
export const PhoneChatOpen: Story = {
  name: 'Phone: the chat drawer open',
  args: tableProps(schrodingerOffer, '3'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('dock-chat'));
    await expect(canvas.getByTestId('chat-input')).toBeVisible();
  },
};
export const PhoneZapArmed: Story = { ...ZapArmed, name: 'Phone: ZAP pressed once', globals: phone };
export const PhoneEliminated: Story = { name: 'Phone: an eliminated player', args: tableProps(extendedConversion, '3'), globals: phone };
export const PhoneEnd: Story = { name: 'Phone: the end', args: tableProps(endings.robotsRevolution.G, '1', endings.robotsRevolution.gameover), globals: phone };
export const NarrowWindow: Story = { name: 'Narrow window (320px)', args: tableProps(schrodingerOffer, '1'), globals: { viewport: { value: 'iphone5' } } };

// The big moments (docs/ui.md, Moments); each story is its own match to the moment's memory, so dismissing one leaves the others open.
export const MomentGameResult: Story = { name: 'Moment: the game’s result (Bo)', args: { ...tableProps(endings.humansZappedRobot.G, '1', endings.humansZappedRobot.gameover), matchID: 'story-ayar-result' } };
export const MomentPhoneGameResult: Story = { name: 'Moment on a phone: the game’s result (Bo)', args: { ...tableProps(endings.humansZappedRobot.G, '1', endings.humansZappedRobot.gameover), matchID: 'story-ayar-result-phone' }, globals: { viewport: { value: 'iphone12' } } };
