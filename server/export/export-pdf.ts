import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BLEED_MM, cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { pdfSheets } from '../../games/kit/export/pdf-plan.ts';
import { CSS_PX_PER_MM, type ViewPage } from '../../games/kit/export/print-view.ts';
import { PAPERS } from '../../games/kit/export/sheet-layout.ts';
import { showView, type ExportJob, type Written } from './export-options.ts';

/** The print-and-play PDF: face sheets, each followed by its back sheet unless backs are off; vector text, fonts embedded. */
export async function exportPdf(job: ExportJob): Promise<Written> {
  const paper = PAPERS[job.sheets.paper];
  const u = CSS_PX_PER_MM;
  const pages: ViewPage[] = pdfSheets(job.decks, job.sheets).flatMap(({ size, grid, pages: planned }) => {
    const card = cardSizeMm(size);
    return planned.map((page) => ({
      width: paper.widthMm * u,
      height: paper.heightMm * u,
      boxes: page.slots.map(({ cell, slot }) => ({ slot, x: cell.xMm * u, y: cell.yMm * u, width: (card.widthMm + 2 * BLEED_MM) * u, height: (card.heightMm + 2 * BLEED_MM) * u, bleed: BLEED_MM * u })),
      marks: grid.marks.map((m) => ({ x1: m.x1 * u, y1: m.y1 * u, x2: m.x2 * u, y2: m.y2 * u })),
    }));
  });
  await showView(job, { kind: 'pages', pageWidthMm: paper.widthMm, pageHeightMm: paper.heightMm, pages });
  mkdirSync(job.outDir, { recursive: true });
  const path = join(job.outDir, `${job.setup.game}-${job.sheets.paper}.pdf`);
  await job.browser.page.pdf({ path, width: `${paper.widthMm}mm`, height: `${paper.heightMm}mm`, printBackground: true, margin: { top: 0, right: 0, bottom: 0, left: 0 }, preferCSSPageSize: true });
  return [path];
}
