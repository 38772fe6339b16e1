import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { EventLog } from '../../ui/boards/are-you-a-robot/event-log.tsx';
import { OfferBanners } from '../../ui/boards/are-you-a-robot/offer-banners.tsx';
import { OwnCardPanel } from '../../ui/boards/are-you-a-robot/own-card-panel.tsx';
import { playerControls } from '../../ui/boards/are-you-a-robot/rule-checks.ts';
import { seatNames } from '../../ui/boards/seat-names.ts';
import { seatStatus } from '../../ui/boards/are-you-a-robot/seat-status.ts';
import { SeatList } from '../../ui/boards/are-you-a-robot/seat-list.tsx';
import { lastLines } from '../../ui/components/chat/seat-voice.ts';
import '../../ui/boards/are-you-a-robot/ayar-table.css';
import { ayarContent, basicStart, extendedConversion, extendedRobotOut, modeOf, schrodingerOffer, tableProps } from './fixtures.ts';

const explain = fn().mockName('explain');

/** The table's parts one by one, each for one viewer of a fixture match. */
function Part({ part, G, viewer, compact = false }: { part: 'own-card' | 'seats' | 'offers' | 'log'; G: AyarState; viewer: string | null; compact?: boolean }) {
  const props = tableProps(G, viewer);
  const view = viewFor(G, viewer);
  const mode = modeOf(G.mode);
  const names = seatNames(G.players, props.matchData);
  const controls = viewer === null ? undefined : playerControls(view, mode, viewer);
  return (
    <div className="ayar-table" data-layout={compact ? 'compact' : 'wide'} style={{ display: 'block', maxWidth: part === 'seats' || part === 'offers' || compact ? '56rem' : '22rem' }}>
      {part === 'own-card' && <OwnCardPanel G={view} content={ayarContent} playerID={viewer} myStatus={viewer === null ? undefined : seatStatus(view, viewer, viewer)} compact={compact} />}
      {part === 'seats' && <SeatList G={view} playOrder={G.players} names={names} matchData={props.matchData} playerID={viewer} content={ayarContent} mode={mode} controls={controls} moves={props.moves} onExplain={explain} said={lastLines(props.chatMessages)} />}
      {part === 'offers' && <OfferBanners G={view} names={names} playerID={viewer} controls={controls} moves={props.moves} onExplain={explain} />}
      {part === 'log' && <EventLog G={view} names={names} />}
    </div>
  );
}

const meta = {
  title: 'Are You A Robot?/Parts',
  component: Part,
} satisfies Meta<typeof Part>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourCardHuman: Story = { name: 'Your card: Human', args: { part: 'own-card', G: basicStart, viewer: '0' } };
export const YourCardRobot: Story = { name: 'Your card: Robot', args: { part: 'own-card', G: basicStart, viewer: '2' } };
export const YourCardOut: Story = { name: 'Your card: out of the game', args: { part: 'own-card', G: extendedConversion, viewer: '3' } };
export const YourCardSpectator: Story = { name: 'Your card: a spectator has none', args: { part: 'own-card', G: basicStart, viewer: null } };

export const SeatsAsHuman: Story = { name: 'Seats: as a Human', args: { part: 'seats', G: basicStart, viewer: '0' } };
export const SeatsAsRobot: Story = { name: 'Seats: as the Robot (same buttons)', args: { part: 'seats', G: basicStart, viewer: '2' } };
export const SeatsWitnessRobot: Story = { name: 'Seats: the witness Robot sees the new Robot', args: { part: 'seats', G: extendedConversion, viewer: '2' } };
export const SeatsWithOuts: Story = { name: 'Seats: two players out', args: { part: 'seats', G: extendedRobotOut, viewer: '1' } };
export const SeatsSpectator: Story = { name: 'Seats: a spectator', args: { part: 'seats', G: extendedRobotOut, viewer: null } };

export const YourCardStrip: Story = { name: 'Your card: the strip of a phone or a narrow window', args: { part: 'own-card', G: basicStart, viewer: '2', compact: true } };
export const YourCardStripOut: Story = { name: 'Your card: the strip, out of the game', args: { part: 'own-card', G: extendedConversion, viewer: '3', compact: true } };

export const OfferReceived: Story = { name: 'Offers: a handshake offered to you', args: { part: 'offers', G: schrodingerOffer, viewer: '1' } };
export const OfferMade: Story = { name: 'Offers: your own offer', args: { part: 'offers', G: schrodingerOffer, viewer: '0' } };
export const OfferTwoToYou: Story = {
  name: 'Offers: two handshakes offered to you',
  args: { part: 'offers', G: { ...schrodingerOffer, offers: [{ from: '0', to: '1' }, { from: '3', to: '1' }] }, viewer: '1' },
};
export const SeatsOfferBetweenOthers: Story = { name: 'Seats: an offer between others, on the offerer', args: { part: 'seats', G: schrodingerOffer, viewer: '3' } };
export const SeatsOfferToYou: Story = { name: 'Seats: the seat offering you a handshake', args: { part: 'seats', G: schrodingerOffer, viewer: '1' } };

export const LogWitness: Story = { name: 'Log: conversion seen by a Robot', args: { part: 'log', G: extendedConversion, viewer: '2' } };
export const LogNewRobot: Story = { name: 'Log: conversion as the new Robot', args: { part: 'log', G: extendedConversion, viewer: '5' } };
export const LogHuman: Story = { name: 'Log: conversion as a Human', args: { part: 'log', G: extendedConversion, viewer: '0' } };
export const LogLater: Story = { name: 'Log: offers, a Robot zapped', args: { part: 'log', G: extendedRobotOut, viewer: '1' } };
