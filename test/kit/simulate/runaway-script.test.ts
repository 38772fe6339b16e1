import { describe, expect, it } from 'vitest';
import { formatReportText } from '../../../games/kit/simulate/format-report.ts';
import { simulate } from './fixtures/run-simulate.ts';

// Overclock, carried by the 9s, runs away when its player holds nine cards or more. Of these two
// 2-player games the first meets it in move 129, where Extra Parts (a purple 10) discards a green 9
// whose Overclock fires (so the move runs a script within a script), and the second ends.
const RUN = ['robots', '--players', '2', '--content', 'test/fixtures/robots/runaway'];
const POWERS = 'test/fixtures/robots/runaway/robots/powers.yaml';

describe('simulate: a card script that runs away', () => {
  it('fails its own game with the card, the step, where it is written and the seed, and the run goes on', async () => {
    const { code, stdout } = await simulate(...RUN, '--games', '2', '--seed', 'r170', '--workers', '1', '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.failure).toBeUndefined();
    expect(report).toMatchObject({ gamesRequested: 2, gamesPlayed: 1, failedGames: { count: 1 } });
    const [failed] = report.failedGames.first;
    expect(failed).toMatchObject({ gameIndex: 0, seed: 'r170-0', failure: { kind: 'runaway-script' } });
    expect(failed.failure.message).toBe('a card script ran away in move 129, decide(["green-9"]) by player 0: more than 10000 steps in one move');
    expect(failed.failure.scripts).toHaveLength(2);
    expect(failed.failure.scripts[0]).toMatchObject({ card: 'purple-10', entry: 'extra-parts', at: `${POWERS}:25:15`, steps: [{ position: 2, kind: 'repeat' }, { position: 2, kind: 'discard-card', within: 'steps' }] });
    expect(failed.failure.scripts[1]).toMatchObject({
      card: 'green-9',
      entry: 'overclock',
      at: `${POWERS}:114:21`,
      steps: [{ position: 1, kind: 'if' }, { position: 1, kind: 'repeat', within: 'then' }, { position: 1, kind: 'if', within: 'steps' }],
    });
    expect(failed.reproduce).toBe('tablewright simulate robots --players 2 --option variant=classic --content test/fixtures/robots/runaway --game-seed r170-0');

    const text = formatReportText(report);
    expect(text).toMatch(/^robots: 1 of 2 games played, 1 failed, 2 players, seed r170/);
    expect(text).toContain('Failed games: 1 of 2 (the run went on without them)');
    expect(text).toContain(`  in card purple-10's script, step 2 (repeat) > steps: step 2 (discard-card), written at ${POWERS}:25:15 (extra-parts)\n`);
    expect(text).toContain(`  which fired card green-9's script, step 1 (if) > then: step 1 (repeat) > steps: step 1 (if), written at ${POWERS}:114:21 (overclock)\n`);
    expect(text).toContain('reproduce: tablewright simulate robots --players 2 --option variant=classic --content test/fixtures/robots/runaway --game-seed r170-0');

    const { renderReportHtml } = await import('../../../games/kit/simulate/report-html/render-report.ts');
    const page = renderReportHtml(report);
    expect(page).toContain('<dd>1 played of 2, 1 failed</dd>');
    expect(page).toContain('<h2>1 of 2 games failed</h2>');
    expect(page).toContain(`<li>which fired card green-9&#39;s script, step 1 (if) &gt; then: step 1 (repeat) &gt; steps: step 1 (if), written at ${POWERS}:114:21 (overclock)</li>`);
    expect(page).toContain('<code class="command" data-command="replay">tablewright simulate robots --players 2 --option variant=classic --content test/fixtures/robots/runaway --game-seed r170-0</code>');
  }, 120_000);

  it('two threads carry on after it as one does', async () => {
    const two = await simulate(...RUN, '--games', '2', '--seed', 'r170', '--workers', '2', '--format', 'json');
    expect(two.code).toBe(1);
    const report = JSON.parse(two.stdout);
    expect(report).toMatchObject({ gamesPlayed: 1, failedGames: { count: 1, first: [{ seed: 'r170-0', failure: { kind: 'runaway-script' } }] } });
  }, 120_000);

  it('its replay command fails the same way', async () => {
    const again = await simulate(...RUN, '--option', 'variant=classic', '--game-seed', 'r170-0', '--format', 'json');
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).failedGames.first[0].failure.message).toContain('in move 129, decide(["green-9"]) by player 0');
  }, 120_000);
});
