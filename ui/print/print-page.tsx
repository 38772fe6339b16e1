import { cardInBox } from '../../games/kit/export/png-box.ts';
import type { BoxedSlot, PrintSetup, ViewPage } from '../../games/kit/export/print-view.ts';
import { PrintedBack } from '../components/card/printed-card.tsx';
import { gamePrint } from '../boards/printed-cards.tsx';

/** The printed card a slot names, drawn to fill its box: the trimmed width, with bleed when the box has one. */
function SlotCard({ setup, box }: { setup: PrintSetup; box: BoxedSlot }) {
  const options = cardInBox(box);
  const { slot } = box;
  if (slot.side === 'back') return <PrintedBack game={setup.game} content={setup.content} type={slot.deck} title={setup.title} options={options} />;
  const print = gamePrint(setup.game);
  const card = print.cards(setup.content).find((c) => c.type === slot.deck && c.id === slot.card);
  if (!card) throw new Error(`No ${slot.deck} card '${slot.card}' in the ${setup.game} content.`);
  return <>{print.face(setup.content, card, options)}</>;
}

/** One sheet: its cards in their boxes, and the crop marks. */
export function PrintPage({ setup, page }: { setup: PrintSetup; page: ViewPage }) {
  return (
    <section className="print-page" style={{ width: page.width, height: page.height }}>
      {page.boxes.map((box, i) => (
        <div key={i} className="print-box" data-slot={box.slot.side === 'face' ? `${box.slot.deck}/${box.slot.card}` : `${box.slot.deck}/back`} style={{ left: box.x, top: box.y, width: box.width, height: box.height }}>
          <SlotCard setup={setup} box={box} />
        </div>
      ))}
      {page.marks.length > 0 && (
        <svg className="print-page__marks" width={page.width} height={page.height} viewBox={`0 0 ${page.width} ${page.height}`} aria-hidden="true">
          {page.marks.map((m, i) => (
            <line key={i} x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} />
          ))}
        </svg>
      )}
    </section>
  );
}
