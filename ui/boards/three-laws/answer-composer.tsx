import { useState } from 'react';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { questionById } from '../../../games/three-laws/rules/question-params.ts';
import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import type { Namer } from './act-words.ts';
import { draftWarnings } from './law-warnings.ts';
import { LawWarningLine } from './law-warning-line.tsx';
import { MessageSendRow } from './message-send-row.tsx';
import type { RuleChecks } from './rule-checks.ts';
import { useWarned } from './use-warned.ts';

interface Props {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  me: PlayerID;
  asker: PlayerID;
  n: Namer;
  checks: RuleChecks;
  onAnswer(text: string): void;
  onExplain(reason: string): void;
  onWarn(lawIds: string[]): void;
}

/**
 * The answerer's composer: the question, quick answers (the words of answerWords for a yes
 * or no, numbers for a count) that fill the answer, and free text. The answer may be a lie;
 * laws it would break are shown, never enforced.
 */
export function AnswerComposer({ G, content, me, asker, n, checks, onAnswer, onExplain, onWarn }: Props) {
  const [text, setText] = useState('');
  const question = G.acts.findLast((a) => a.kind === 'question' && a.by === asker);
  const def = question?.template ? questionById(content, question.template.id) : undefined;
  const quick = def?.answers === 'number' ? [Array.from({ length: G.players.length }, (_, i) => String(i))] : [content.questions.answerWords.yes, content.questions.answerWords.no];
  const draft = (words: string) => draftWarnings(G, content, { kind: 'answer', by: me, to: asker, text: words });
  const warnings = text.trim() === '' ? [] : draft(text);
  useWarned(warnings.map((w) => w.law.id).join(' '), onWarn);
  const availability = checks.answer(text.trim());
  const send = () => onAnswer(text.trim());
  return (
    <div className="tl-compose" data-testid="answer-composer">
      {question && (
        <p className="tl-compose__question" data-testid="question-to-answer">
          <span className="tl-compose__from">{n.subject(asker)} asked:</span> “{question.text}”
        </p>
      )}
      <div className="tl-quick" role="group" aria-label="Quick answers">
        {quick.map((row, i) => (
          <div key={i} className="tl-quick__row">
            {row.map((word) => {
              const breaks = draft(word);
              return (
                <button
                  key={word}
                  type="button"
                  className="tl-chip"
                  aria-pressed={text === word}
                  data-warn={breaks.length > 0 || undefined}
                  title={breaks.length > 0 ? breaks.flatMap((w) => w.reasons).join('\n') : undefined}
                  onClick={() => setText(word)}
                  data-testid={`quick-${word}`}
                >
                  {word}
                  {breaks.length > 0 && <span className="tl-chip__warn" aria-label="breaks a law">⚠</span>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <MessageSendRow label="Your answer" value={text} placeholder={`Your answer to ${n.object(asker)}`} onChange={setText} availability={availability} onSend={send} onExplain={onExplain} inputTestId="answer-text" sendTestId="answer-send">
        Answer
      </MessageSendRow>
      <LawWarningLine warnings={warnings} what="This answer" testId="answer-warning" />
    </div>
  );
}
