import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThreeLawsTable } from '../../ui/boards/three-laws/three-laws-table.tsx';
import { playedFixtures } from '../../stories/three-laws/played.ts';
import { cast, content, html, props } from './three-laws-support.ts';

// The ui tests run without a DOM (vitest.config.ts): the table is rendered to markup and read with small patterns.
const played = playedFixtures(content);
// The story match's laws and factions, chosen by what they do: expected texts and test ids read their ids, names and texts from them.
const { bansYesAndNo, leftLockout } = cast.laws;
const { first, second } = cast.factions;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const table = (state: keyof typeof played, viewer: string | null) => renderToStaticMarkup(<ThreeLawsTable {...props(played[state], viewer)} />);
const testIds = (markup: string, prefix: string) => [...markup.matchAll(new RegExp(`data-testid="(${prefix}[^"]*)"`, 'g'))].map((m) => m[1]);
/** The markup from the element carrying `data-testid="<id>"` on, far enough for its own words. */
const around = (markup: string, id: string) => {
  const at = markup.indexOf(`data-testid="${id}"`);
  return at < 0 ? '' : markup.slice(at, at + 5000);
};

describe('the 3 Laws of Robotics table', () => {
  it("says the match chat is closed while laws apply to a seat while they do, and read only to a spectator, even between rounds", () => {
    const note = (state: keyof typeof played, viewer: string | null) => table(state, viewer).match(/class="tl-chat__state"[^>]*>([^<]*)</)?.[1];
    expect(note('answerOpen', '0')).toBe('closed while laws apply');
    expect(note('roundEnd', '0')).toBe('open');
    expect(note('answerOpen', null)).toBe('read only');
    expect(note('roundEnd', null)).toBe('read only');
    expect(note('gameOver', null)).toBe('read only');
  });

  it("shows every other seat's Faction card and the viewer's own face down", () => {
    const ada = table('askOpen', '0');
    expect(around(ada, 'card-0')).toMatch(/^data-testid="card-0"/);
    expect(ada).toMatch(/aria-label="Your card, face down: everyone sees it but you" data-testid="card-0"/);
    expect(ada).toContain(`aria-label="Bo: ${html(first.name)} 4" data-testid="card-1"`);
    expect(ada).toContain(`aria-label="Cy: ${html(second.name)} 3" data-testid="card-2"`);
    // A spectator sees no card until the reveal; at the reveal everyone sees every card.
    expect(table('askOpen', null)).not.toMatch(new RegExp(`aria-label="[^"]*: (${escape(html(first.name))}|${escape(html(second.name))}) \\d" data-testid="card-`));
    expect(table('roundEnd', '0')).toContain(`aria-label="Ada: ${html(second.name)} 1" data-testid="card-0"`);
  });

  it("shows at each seat its last question or answer of the round, to every seat and a spectator", () => {
    for (const viewer of ['1', '2', null]) {
      const markup = table('answerOpen', viewer);
      expect(around(markup, 'said-0')).toContain(html(`“${cast.adaQuestion}”`));
      expect(around(markup, 'said-0')).toContain('Ada said: ');
    }
    expect(around(table('answerOpen', '0'), 'said-0')).toContain('You said: ');
    // Only those who have asked or answered this round have words at their seat.
    const spoke = new Set(played.answerOpen.G.acts.filter((a) => a.text).map((a) => `said-${a.by}`));
    expect(spoke.size).toBeLessThan(4);
    expect(testIds(table('answerOpen', '1'), 'said-').sort()).toEqual([...spoke].sort());
  });

  it('shows the laws in force with their names and texts', () => {
    const markup = table('askOpen', '0');
    expect(testIds(markup, 'law-')).toEqual([`law-${bansYesAndNo.id}`, `law-${leftLockout.id}`]);
    expect(markup).toContain(html(bansYesAndNo.text));
    expect(table('warmUp', '0')).toContain('No law this round. Laws arrive in round 2.');
  });

  it('puts an Error button on every act of another player not yet called, never on your own', () => {
    // Di asked Bo (r3-1), Bo answered (r3-2), Ada asked Cy (r3-3).
    expect(testIds(table('answerOpen', '3'), 'error-')).toEqual(['error-r3-2', 'error-r3-3']);
    expect(testIds(table('answerOpen', '0'), 'error-')).toEqual(['error-r3-1', 'error-r3-2']);
    expect(testIds(table('answerOpen', null), 'error-')).toEqual([]);
    // Cy's "No" was called (right): no second call on it.
    expect(testIds(table('errorRight', '3'), 'error-')).not.toContain('error-r3-4');
    expect(testIds(table('warmUp', '1'), 'error-')).toEqual([]);
  });

  it("shows a right call's law and reason, a wrong call's accusation and the accuser", () => {
    expect(around(table('errorRight', '3'), 'verdict-r3-4')).toMatch(new RegExp(`Bo called Error: <strong>right</strong>[\\s\\S]*${escape(html(`${bansYesAndNo.name}: "${cast.words.bannedNo}" is banned`))}`));
    const wrong = table('errorWrong', '0');
    expect(around(wrong, 'verdict-r3-6')).toContain('Cy called Error: <strong>wrong</strong>');
    expect(testIds(wrong, 'accuse')).toEqual(['accuse-panel', 'accuse']);
    expect(testIds(table('errorWrong', '2'), 'accuse')).toEqual(['accuse-panel']);
    expect(around(table('accused', '1'), 'accused-r3-6')).toContain('Ada accused Cy and takes a token.');
  });

  it('gives the dock to whoever must act: the asker, the player asked, the giver, the receiver', () => {
    expect(testIds(table('askOpen', '0'), 'query-composer')).toEqual(['query-composer']);
    expect(testIds(table('askOpen', '1'), 'query-composer')).toEqual([]);
    expect(testIds(table('answerOpen', '2'), 'answer-composer')).toEqual(['answer-composer']);
    expect(testIds(table('offerOpen', '1'), 'reply-controls')).toEqual(['reply-controls']);
    expect(testIds(table('revealing', '2'), 'reveal')).toEqual(['reveal']);
    expect(around(table('revealing', '0'), 'ready-list')).toContain('Cards up: You and Bo (2 of 4).');
    // The card itself turns up when clicked, until it is up: Cy's is still down, Ada's is up.
    expect(testIds(table('revealing', '2'), 'card-reveal')).toEqual(['card-reveal']);
    expect(testIds(table('revealing', '0'), 'card-reveal')).toEqual([]);
    expect(testIds(table('askOpen', '0'), 'card-reveal')).toEqual([]);
    expect(testIds(table('offerRefused', '0'), 'give-')).toEqual(['give-controls', 'give-1', 'give-2', 'give-3']);
    // The Transfer is played in silence: no text field in the dock.
    const dock = table('offerRefused', '0').split('data-testid="action-dock"')[1];
    expect(dock).not.toContain('<input');
  });

  it('explains the round line by line, with the next start player and Ready', () => {
    const markup = table('roundEnd', '1');
    expect(around(markup, `faction-result-${second.id}`)).toContain(html(`${second.plural} score: their leader Cy (rank 3) holds 2 keys and no other member holds any.`));
    expect(around(markup, `faction-result-${first.id}`)).toContain(html(`${first.plural} score nothing: their leader Bo (you, rank 4) holds 1 key, but so does Di (1 key).`));
    expect(markup).toContain('Holding an Enforcement Token: Ada and Bo (you), 1 card each.');
    expect(markup).toMatch(/Next start player: <strong>Ada<\/strong>/);
    expect(around(markup, 'ready')).toContain('Ready for round 4');
  });

  it('shows the final result with every card, the winner and the tie-break', () => {
    const markup = table('gameOver', '1');
    expect(markup).toContain('Ada wins</h2>'.replace('</h2>', ' with 8 points</h2>'));
    expect(around(markup, 'tie-break')).toContain('Ada and Bo (you) tied on 8: the tie goes to the player closest to the start player (Ada), going left, so Ada wins.');
    expect(testIds(markup, 'final-')).toEqual(['final-result', 'final-0', 'final-1', 'final-2', 'final-3']);
    expect(testIds(markup, 'action-dock')).toEqual([]);
  });

  it('draws the Faction and Victory Point cards face up from their templates, at the size each place shows them', () => {
    // A seat's card: the card-faces.yaml template at the seat's size, inside the table's label.
    expect(around(table('askOpen', '0'), 'card-1').slice(0, 300)).toMatch(new RegExp(`^data-testid="card-1"><article class="tw-face" data-template="faction" data-card="${first.id}-4" data-view="small"`));
    // A target chip: the rank alone.
    expect(table('askOpen', '0')).toMatch(/<article class="tw-face" data-template="faction" data-card="[^"]+" data-view="tiny"/);
    // The final result: every Victory Point card face up, its value alone at that size.
    const final = around(table('gameOver', '1'), 'final-0');
    const worth = [...final.matchAll(/aria-label="A Victory Point card worth (\d)"><article class="tw-face" data-template="victory-point" data-card="vp-(\d)" data-view="tiny"/g)];
    expect(worth.length).toBeGreaterThan(0);
    for (const [, value, card] of worth) expect(card).toBe(value);
  });
});
