import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { EventLog } from '../../ui/boards/are-you-a-robot/event-log.tsx';
import { HandshakePanel } from '../../ui/boards/are-you-a-robot/handshake-panel.tsx';
import { OwnCardPanel } from '../../ui/boards/are-you-a-robot/own-card-panel.tsx';
import { playerControls } from '../../ui/boards/are-you-a-robot/rule-checks.ts';
import { seatNames } from '../../ui/boards/seat-names.ts';
import { seatStatus } from '../../ui/boards/are-you-a-robot/seat-status.ts';
import { SeatList } from '../../ui/boards/are-you-a-robot/seat-list.tsx';
import '../../ui/boards/are-you-a-robot/ayar-table.css';
import { ayarContent, basicStart, extendedConversion, extendedRobotOut, modeOf, schrodingerOffer, tableProps } from './fixtures.ts';

const explain = fn().mockName('explain');

/** The table's parts one by one, each for one viewer of a fixture match. */
function Part({ part, G, viewer }: { part: 'own-card' | 'seats' | 'handshakes' | 'log'; G: AyarState; viewer: string | null }) {
  const props = tableProps(G, viewer);
  const view = viewFor(G, viewer);
  const mode = modeOf(G.mode);
  const names = seatNames(G.players, props.matchData);
  const controls = viewer === null ? undefined : playerControls(view, mode, viewer);
  return (
    <div className="ayar-table" style={{ maxWidth: part === 'seats' ? '56rem' : '22rem' }}>
      {part === 'own-card' && <OwnCardPanel G={view} content={ayarContent} playerID={viewer} myStatus={viewer === null ? undefined : seatStatus(view, viewer, viewer)} />}
      {part === 'seats' && <SeatList G={view} playOrder={G.players} names={names} matchData={props.matchData} playerID={viewer} content={ayarContent} mode={mode} controls={controls} moves={props.moves} onExplain={explain} />}
      {part === 'handshakes' && <HandshakePanel G={view} names={names} playerID={viewer} controls={controls} moves={props.moves} onExplain={explain} />}
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

export const OfferMade: Story = { name: 'Handshakes: offer made', args: { part: 'handshakes', G: schrodingerOffer, viewer: '0' } };
export const OfferReceived: Story = { name: 'Handshakes: offer received', args: { part: 'handshakes', G: schrodingerOffer, viewer: '1' } };
export const OfferOthers: Story = { name: 'Handshakes: between others', args: { part: 'handshakes', G: schrodingerOffer, viewer: '3' } };
export const NoOffer: Story = { name: 'Handshakes: none', args: { part: 'handshakes', G: { ...schrodingerOffer, offers: [], events: [] }, viewer: '3' } };

export const LogWitness: Story = { name: 'Log: conversion seen by a Robot', args: { part: 'log', G: extendedConversion, viewer: '2' } };
export const LogNewRobot: Story = { name: 'Log: conversion as the new Robot', args: { part: 'log', G: extendedConversion, viewer: '5' } };
export const LogHuman: Story = { name: 'Log: conversion as a Human', args: { part: 'log', G: extendedConversion, viewer: '0' } };
export const LogLater: Story = { name: 'Log: offers, a Robot zapped', args: { part: 'log', G: extendedRobotOut, viewer: '1' } };
