import { describe, expect, it } from 'vitest';
import { isMessage } from '../../games/kit/talk/keep-witness.ts';
import type { TalkLaw } from '../../games/kit/talk/law-book.ts';
import { breakVerdict, keepVerdict } from '../../games/kit/talk/law-sense.ts';
import type { LawDef } from '../../games/three-laws/content-types.ts';
import { lawBreaks, lawById } from '../../games/three-laws/rules/laws.ts';
import type { Act, ActKind } from '../../games/three-laws/state.ts';
import { threeLawsTalkLaws } from '../../games/three-laws/talk-laws.ts';
import { withLaws } from './support.ts';

// Soundness of the sense checks against the engine's own ruling (lawBreaks on a real table):
// every message offered as keeping a set keeps each law of it, every message offered as
// breaking a law breaks it, and no message of a wide pool keeps a set proven unkeepable or
// breaks a law proven unbreakable.

const law = (id: string, acts: ActKind[], text: NonNullable<LawDef['check']>['text']): LawDef => ({ id, name: id, text: `${id}.`, check: { acts, text } });
const LAWS: LawDef[] = [
  law('max-six', ['question'], [{ maxWords: 6 }]),
  law('one-word', ['answer', 'question'], [{ maxWords: 1 }]),
  law('four-plus', ['answer'], [{ minWords: 4 }]),
  law('mark', ['question'], [{ endsWith: '?' }]),
  law('over', ['question'], [{ endsWith: 'over' }]),
  law('over-dot', ['question', 'answer'], [{ endsWith: 'over.' }]),
  law('beep', ['question'], [{ startsWith: 'Beep boop' }]),
  law('ack', ['answer'], [{ startsWith: 'Acknowledged' }]),
  law('no-pronouns', ['question', 'answer'], [{ bannedClass: 'pronouns' }]),
  law('no-numbers', ['answer'], [{ bannedClass: 'numbers' }]),
  law('no-over', ['answer', 'question'], [{ bannedWords: ['over', 'thank you'] }]),
  law('caps', ['answer'], [{ allCaps: true }]),
  law('lower', ['question', 'answer'], [{ noCapitals: true }]),
  law('short-words', ['question', 'answer'], [{ maxWordLength: 6 }]),
  law('no-repeat', ['question', 'answer'], [{ noRepeatedWords: true }]),
  law('no-e', ['question'], [{ bannedLetters: 'e' }]),
  law('please', ['question'], [{ requiredWords: ['please'] }]),
  law('thanks', ['answer'], [{ requiredWords: ['thanks', 'thank you'] }]),
  law('maybe', ['answer'], [{ requiredWords: ['maybe', 'perhaps'] }]),
  law('no-names', ['question', 'answer'], [{ noPlayerNames: true }]),
  law('roomy', ['question'], [{ maxWords: 500 }]),
];
const content = withLaws(LAWS);
const book = threeLawsTalkLaws(content);
const ROOM = book.maxMessageLength;

/** The engine's ruling on `text` said as `kind` at a two-seat table. */
function breaksOf(id: string, kind: ActKind, text: string, names: string[] = []): string[] {
  const act: Act = { id: 'r2-1', kind, by: '0', to: '1', text };
  const G = { players: ['0', '1'], startPlayer: '1', acts: [act], names: Object.fromEntries(names.map((n, i) => [String(i), n])) };
  return lawBreaks(lawById(content, id), act, G, content);
}

/** Messages made of the laws' own words and a few others, in every case, with and without marks. */
function pool(laws: readonly TalkLaw[]): string[] {
  const pieces = [...new Set(['go', 'red hat', ...laws.flatMap((l) => (l.conditions ?? []).flatMap((c) => Object.values(c).flat().filter((v): v is string => typeof v === 'string')))])];
  const bodies = new Set<string>();
  for (const a of pieces) {
    bodies.add(a);
    for (const b of pieces) if (a !== b) bodies.add(`${a} ${b}`);
    for (const b of pieces) for (const c of pieces) if (new Set([a, b, c]).size === 3) bodies.add(`${a} ${b} ${c}`);
  }
  return [...bodies].flatMap((body) => [body, body.toUpperCase(), body.toLowerCase()]).flatMap((body) => [body, `${body}?`, `${body}.`, `${body} over?`]).filter((text) => isMessage(text, ROOM));
}

function* sets(items: readonly TalkLaw[], most: number, from = 0, chosen: TalkLaw[] = []): Generator<TalkLaw[]> {
  if (chosen.length > 0) yield chosen;
  if (chosen.length === most) return;
  for (let i = from; i < items.length; i++) yield* sets(items, most, i + 1, [...chosen, items[i]]);
}

describe('law sense, judged by lawBreaks', () => {
  for (const act of ['question', 'answer'] as const) {
    it(`every set of up to 3 laws on ${act}s is decided, and each verdict stands against the engine`, () => {
      const speaking = book.laws.filter((l) => l.acts.includes(act));
      let decided = 0;
      for (const set of sets(speaking, 3)) {
        const verdict = keepVerdict(set, act, book);
        expect(verdict.kept, set.map((l) => l.id).join(',')).not.toBeUndefined();
        decided++;
        if (verdict.kept) {
          for (const l of set) expect(breaksOf(l.id, act, verdict.text), `${l.id} on ${verdict.text}`).toEqual([]);
        } else if (verdict.kept === false) {
          const keeping = pool(set).find((text) => set.every((l) => breaksOf(l.id, act, text).length === 0));
          expect(keeping, `${set.map((l) => l.id).join(',')} called unkeepable: ${verdict.why}`).toBeUndefined();
        }
      }
      expect(decided).toBeGreaterThan(300);
    });
  }

  it('every law a message can break is broken by the message offered; the one no message breaks is proven so', () => {
    const unbreakable: string[] = [];
    for (const l of book.laws) {
      const verdict = breakVerdict(l, book);
      if (verdict.breaks) expect(breaksOf(l.id, verdict.act as ActKind, verdict.attempt.text, [...verdict.attempt.names]), l.id).not.toEqual([]);
      else if (verdict.breaks === false) {
        unbreakable.push(l.id);
        for (const act of l.acts) expect(pool([l]).find((text) => breaksOf(l.id, act as ActKind, text).length > 0)).toBeUndefined();
      } else throw new Error(`${l.id} undecided`);
    }
    expect(unbreakable).toEqual(['roomy']);
  });
});
