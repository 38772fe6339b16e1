import '../../ui/styles/base.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { GameCard } from '../../ui/boards/game-card.tsx';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';
import { Card } from '../../ui/components/card/card.tsx';
import type { PrintOptions } from '../../ui/components/card/card.tsx';
import { PrintedBack } from '../../ui/components/card/printed-card.tsx';
import { wordsVisible } from '../../ui/components/card/visible-words.ts';

/** One card to draw: a face of a game's content (or its back), a made-up face with long words, or a card as the table draws it. */
export type CardRequest =
  | { game: string; type: string; id: string; back?: boolean; options: PrintOptions }
  | { longText: string; game?: string; name?: string; options: PrintOptions }
  | { table: { game: string; type: string; id: string; width?: string; view?: string } };

declare global {
  interface Window {
    renderCards(content: Record<string, unknown>, requests: CardRequest[]): void;
    wordsVisible: typeof wordsVisible;
    brokenWords(): { request: number; word: string }[];
  }
}

window.wordsVisible = wordsVisible;

// A word may break at its own hyphen or slash; anywhere else, on two lines, it was cut in two.
window.brokenWords = () =>
  [...document.querySelectorAll<HTMLElement>('[data-request]')].flatMap((slot) => {
    const found: { request: number; word: string }[] = [];
    const walker = document.createTreeWalker(slot, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden, svg')) continue;
      for (const word of node.textContent!.matchAll(/[^\s\-‐–—/]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.push({ request: Number(slot.dataset.request), word: word[0] });
      }
    }
    return found;
  });

// The test loads content in Node and hands it here, so the page draws exactly what it validated.
const root = createRoot(document.getElementById('root')!);
let drawing = 0;
window.renderCards = (content, requests) => {
  drawing += 1;
  flushSync(() =>
    root.render(
      // A new key each call: every drawing mounts afresh and is measured from scratch.
      <div key={drawing} style={{ display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'flex-start' }}>
        {requests.map((request, i) => (
          <div key={i} data-request={i}>
            {'table' in request ? (
              <GameCard game={request.table.game} content={content[request.table.game]} type={request.table.type} id={request.table.id} width={request.table.width} view={request.table.view} />
            ) : 'longText' in request ? (
              <Card game={request.game ?? 'are-you-a-robot'} face={{ id: 'long', name: request.name ?? 'A Card With A Rather Long Name Indeed', typeLine: 'Identity · Test', text: request.longText, flavor: request.name ? undefined : 'And a line of flavour under it all.', palette: { primary: '#2f6fb3', accent: '#f4d35e' }, figure: 'robot' }} {...request.options} />
            ) : request.back ? (
              <PrintedBack game={request.game} content={content[request.game]} type={request.type} title={gamePrint(request.game).title} options={request.options} />
            ) : (
              gamePrint(request.game).face(content[request.game], { type: request.type, id: request.id, name: request.id, count: 1 }, request.options)
            )}
          </div>
        ))}
      </div>,
    ),
  );
};
