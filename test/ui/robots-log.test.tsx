import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOG_WINDOW, logEvent } from '../../games/robots/rules/log.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import { runningPower } from '../../ui/boards/robots/decision-block.tsx';
import { describeEvent } from '../../ui/boards/robots/describe-event.ts';
import { EventLog } from '../../ui/boards/robots/event-log.tsx';
import { FIRST_ROUND, quietFactory, quietMoves } from '../../stories/robots/deal.ts';
import { playMatch } from '../../stories/robots/play-match.ts';
import { decide } from '../robots/power-support.ts';
import { content, play, prepared, spread, start } from '../robots/support.ts';
import { extraPartsWithALaserInHand, floodLog } from '../robots/log-support.ts';

const names = { '0': 'Ada', '1': 'Bo', '2': 'Cy' };
// The ui tests run without a DOM (vitest.config.ts): markup is read with small patterns.
const log = (G: RobotsState) => renderToStaticMarkup(<EventLog G={viewFor(G, '0')} names={names} content={content} />);
const lines = (markup: string) => [...markup.matchAll(/<li [^>]*>(.*?)<\/li>/g)].map((m) => m[1].replace(/&#x27;/g, "'"));
const earlier = (markup: string) => /data-testid="event-log-earlier">(.*?)<\/p>/.exec(markup)?.[1];

describe('the ROBOTS! log panel', () => {
  const short = play(start(prepared({ hands: { '0': ['red-2', 'gray-9'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['green-2'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'gray-9']).G;

  it('shows every event of a short hand in order, and no note of earlier ones', () => {
    const markup = log(short);
    expect(lines(markup)).toEqual(short.events.map((e) => describeEvent(e, names, content, short.variant).text));
    expect(lines(markup)).toEqual(['Ada draws from the Robot Factory.', 'Ada discards Gray 9.']);
    expect(earlier(markup)).toBeUndefined();
  });

  it('shows the latest events of a long hand and says how many came before', () => {
    const long = logEvent(floodLog(short, LOG_WINDOW + 6), { kind: 'discard', player: '1', card: 'gray-5' });
    const markup = log(long);
    expect(lines(markup)).toHaveLength(LOG_WINDOW);
    expect(lines(markup).at(-1)).toBe('Bo discards Gray 5.');
    expect(earlier(markup)).toBe(`${long.eventCount - LOG_WINDOW} earlier events of this hand not shown.`);
    expect(long.eventCount - LOG_WINDOW).toBe(9);
  });

  it('a long hand played move by move (the story’s): the latest LOG_WINDOW lines, ending with the last discard', () => {
    const { G } = playMatch(content, quietFactory(content), [...FIRST_ROUND, ...quietMoves(content, LOG_WINDOW + 11)]);
    expect(G.handNumber).toBe(1);
    const markup = log(G);
    expect(lines(markup)).toHaveLength(LOG_WINDOW);
    // toContain compares with ===, so it cannot refuse a line by a pattern: toContainEqual can.
    expect(lines(markup)).not.toContainEqual(expect.stringMatching(/^Hand 1: /));
    expect(lines(markup).at(-1)).toMatch(/ discards /);
    expect(earlier(markup)).toBe(`${G.eventCount - LOG_WINDOW} earlier events of this hand not shown.`);
    expect(G.eventCount).toBeGreaterThan(LOG_WINDOW + 10);
    expect(G.turn).toMatchObject({ player: '1', step: 'draw' });
  });
});

describe('a ROBOTS! claim in the log', () => {
  // Playtesters could not tell which spread a claimed card went into when several could take it.
  const twoRuns = [spread('s1', '2', 'run', ['gray-5', 'gray-6', 'gray-7']), spread('s2', '1', 'run', ['gray-9', 'gray-10', 'gray-11'])];
  const discarded = () =>
    play(start(prepared({ hands: { '0': ['gray-8', 'blue-9'], '1': ['green-2'], '2': ['purple-8'] }, spreads: twoRuns, heap: ['red-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'gray-8']);

  it('names the spread by its owner and its cards', () => {
    const into2 = play(discarded(), ['1', 'callRobots', 's1', 'high']).G;
    expect(lines(log(into2)).at(-1)).toBe("ROBOTS! Bo claims Gray 8 into Cy's spread of Gray 5, Gray 6 and Gray 7.");
    const intoOwn = play(discarded(), ['1', 'callRobots', 's2', 'low']).G;
    expect(lines(log(intoOwn)).at(-1)).toBe('ROBOTS! Bo claims Gray 8 into their own spread of Gray 9, Gray 10 and Gray 11.');
  });
});

describe('the decision panel’s title', () => {
  it('names the power that asks now: a Laser that Extra Parts discarded, then Extra Parts again', () => {
    let s = extraPartsWithALaserInHand();
    expect(runningPower(content, viewFor(s.G, '1'))).toBe('Extra Parts');
    s = decide(s, '0', ['red-14']);
    expect(runningPower(content, viewFor(s.G, '1'))).toBe("Freakin' Laser Beam");
    s = decide(s, '0', ['red-9']);
    expect(runningPower(content, viewFor(s.G, '1'))).toBe('Extra Parts');
    expect(runningPower(content, viewFor(decide(s, '0', ['gray-9']).G, '1'))).toBeUndefined();
  });
});
