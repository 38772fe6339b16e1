import type { TalkLawBook } from '../kit/talk/law-book.ts';
import type { TextCondition } from '../kit/talk/text-conditions.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { MAX_MESSAGE_LENGTH } from './rules/acts.ts';
import { judgedByEngine, lawBreaks, lawById } from './rules/laws.ts';
import type { ActKind } from './state.ts';

const ACTS: readonly ActKind[] = ['question', 'answer', 'give', 'keep', 'accept', 'refuse'];
const MESSAGE_ACTS: readonly ActKind[] = ['question', 'answer'];
const SPEAKER = '0';

/** 3 Laws' Law Cards as the kit's sense checks and `tablewright laws try` read them, judged by the engine's own lawBreaks. */
export function threeLawsTalkLaws(content: ThreeLawsContent): TalkLawBook {
  return {
    file: 'laws',
    laws: content.laws.laws.map((law, i) => ({
      id: law.id,
      name: law.name,
      text: law.text,
      path: ['laws', i],
      acts: law.check?.acts ?? [],
      engine: judgedByEngine(law),
      conditions: law.check?.text as TextCondition[] | undefined,
      relations: law.check?.notTo,
      forbidden: law.check?.forbidden,
    })),
    acts: ACTS,
    messageActs: MESSAGE_ACTS,
    maxMessageLength: MAX_MESSAGE_LENGTH,
    // Each round's laws replace the last round's (rules/deal.ts): the most at once is the largest round's.
    mostInForce: Math.max(0, ...content.rules.rounds.map((round) => round.laws)),
    classes: content.words.classes,
    breaks(lawId, act, text, names) {
      if (!MESSAGE_ACTS.includes(act as ActKind)) return [];
      // No one is addressed: a law over whom an act is aimed at (notTo) is the table's to judge, not the words'.
      const table = { players: [SPEAKER], startPlayer: SPEAKER, acts: [], names: Object.fromEntries(names.map((name, i) => [`${i + 1}`, name])) };
      return lawBreaks(lawById(content, lawId), { id: 'try', kind: act as ActKind, by: SPEAKER, text }, table, content);
    },
  };
}
