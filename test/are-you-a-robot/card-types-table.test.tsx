import type { Ctx } from 'boardgame.io';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modeOf } from '../../games/are-you-a-robot/modes.ts';
import { finish } from '../../games/are-you-a-robot/rules/outcome.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import { applyZap } from '../../games/are-you-a-robot/rules/zap.ts';
import { teamsOf } from '../../games/are-you-a-robot/rules/deal.ts';
import type { AyarGameover, AyarState } from '../../games/are-you-a-robot/state.ts';
import { AyarTable } from '../../ui/boards/are-you-a-robot/ayar-table.tsx';
import { fixture, MEDIC, SLEEPER } from './fixture-content.ts';
import { prepared } from './support.ts';

// Rendered to markup without a DOM (vitest.config.ts), and read with small patterns.
const noop = () => {};
const moves = { zap: noop, offerHandshake: noop, withdrawHandshake: noop, acceptHandshake: noop, declineHandshake: noop, declareRevolution: noop };

function render(G: AyarState, viewer: string | null, gameover?: AyarGameover): string {
  const ctx = { numPlayers: G.players.length, playOrder: [...G.players], playOrderPos: 0, activePlayers: null, currentPlayer: '0', turn: 1, phase: 'default', gameover } as Ctx & { gameover?: AyarGameover };
  const matchData = G.players.map((id) => ({ id: Number(id), name: `P${id}`, isConnected: true }));
  return renderToStaticMarkup(<AyarTable G={viewFor(G, viewer)} ctx={ctx} playerID={viewer} moves={moves} matchData={matchData} chatMessages={[]} sendChatMessage={noop} content={fixture} isConnected />);
}

/** The markup from the opening tag of the element carrying `data-testid="<id>"` on, far enough for its own words. */
const around = (markup: string, id: string, length = 2500) => {
  const at = markup.indexOf(`data-testid="${id}"`);
  return at < 0 ? '' : markup.slice(markup.lastIndexOf('<', at), at + length);
};
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The card ids drawn face up anywhere in the markup, in order. */
const drawn = (markup: string) => [...markup.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]);
const medic = fixture.cards.cards.find((c) => c.id === MEDIC)!;

describe('the table draws card kinds from content', () => {
  const start = prepared('extended', ['human', MEDIC, 'robot', 'human', 'human'], ['human'], fixture);

  it('your own card is the kind you hold: its name, title, text and art, and no one else’s', () => {
    const markup = render(start, '1');
    const own = around(markup, 'own-card', 10000);
    expect(own).toContain(`data-card="${MEDIC}"`);
    for (const words of [medic.name, medic.title, medic.text]) expect(text(own)).toContain(words);
    expect(own).toContain(medic.art);
    expect(drawn(markup)).toEqual([MEDIC, MEDIC]);
    // Another seat draws its own kind, and the Medic nowhere.
    expect(drawn(render(start, '0'))).toEqual(['human', 'human']);
    expect(render(start, null)).not.toContain(MEDIC);
  });

  it('a zap shows the victim’s card kind on its seat; the shooter shows only a team when the team has several kinds', () => {
    const { G } = applyZap(start, modeOf(fixture, 'extended'), '1', '2', { shuffle: (x) => [...x], teamOf: teamsOf(fixture) });
    const markup = render(G, '3');
    expect(around(markup, 'seat-2', 6000).split('data-testid="seat-3"')[0]).toContain('data-card="robot"');
    const shooter = around(markup, 'seat-1', 6000).split('data-testid="seat-2"')[0];
    expect(shooter).not.toContain('data-card=');
    expect(text(shooter)).toContain('Human · revealed');
  });

  it('the end screen shows each seat’s and each set-aside card kind, and lists the kinds with their numbers', () => {
    const G = { ...start, cards: { ...start.cards, 4: SLEEPER }, roles: { ...start.roles, 4: 'robot' as const }, setAside: [MEDIC] };
    const { gameover } = finish(G, 'handshake-with-robot');
    const markup = render(G, null, gameover);
    expect(around(markup, 'reveal-1', 600)).toContain(`data-card="${MEDIC}"`);
    expect(around(markup, 'reveal-4', 600)).toContain(`data-card="${SLEEPER}"`);
    expect(text(around(markup, 'card-kinds', 300))).toContain('Human × 2 · Medic × 2 · Robot × 1 · Sleeper × 1');
  });
});
