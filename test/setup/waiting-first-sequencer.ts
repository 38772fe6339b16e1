import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * Projects in the order their files should start. The stores' and the browser's files spend
 * much of their time waiting on other processes (PostgreSQL, Redis, server children, Chromium)
 * and some run for a minute; the node project's files are many and short. Started first, the
 * long files overlap each other and the short ones fill both workers at the end, instead of
 * one worker finishing a long file alone while the other has nothing left (vitest's own order
 * runs the projects by name, which put the stores' longest file last).
 */
const START_ORDER = ['stores', 'browser', 'node'];

const rank = (spec: TestSpecification) => {
  const at = START_ORDER.indexOf(spec.project.name);
  return at === -1 ? START_ORDER.length : at;
};

/** vitest's order (a file that failed last time first, then the longest) within each project. */
export default class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const within = await super.sort(files);
    const place = new Map(within.map((spec, i) => [spec, i]));
    return [...within].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b) || place.get(a)! - place.get(b)!,
    );
  }
}
