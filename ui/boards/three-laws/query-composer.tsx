import { useState } from 'react';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { questionById } from '../../../games/three-laws/rules/question-params.ts';
import type { PlayerID, TemplateUse, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { draftWarnings } from './law-warnings.ts';
import { LawWarningLine } from './law-warning-line.tsx';
import { MessageSendRow } from './message-send-row.tsx';
import { fitParams, phrasings, slotOptions, templatePreview, templateToSend } from './question-draft.ts';
import type { RuleChecks } from './rule-checks.ts';
import { TargetPicker } from './target-picker.tsx';
import { useWarned } from './use-warned.ts';

interface Props {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  me: PlayerID;
  names: Record<string, string>;
  checks: RuleChecks;
  onAsk(target: PlayerID, text: string, template?: TemplateUse): void;
  onExplain(reason: string): void;
  /** Tells the table which laws the draft would break, to mark their cards. */
  onWarn(lawIds: string[]): void;
}

const SLOT_LABEL = { player: 'Player', rank: 'Rank', faction: 'Faction' } as const;

/**
 * The asker's composer: whom to ask, then a question from the list (its slots filled from
 * the table, shown with the players' real names, in any of its phrasings, the first that
 * keeps the laws in force unless the asker picks another) or their own
 * words. The list's question goes with its template only while the text still carries it.
 * Laws the draft would break are shown as it is written; the player may send it anyway.
 */
export function QueryComposer({ G, content, me, names, checks, onAsk, onExplain, onWarn }: Props) {
  const [target, setTarget] = useState<PlayerID>();
  const [templateId, setTemplateId] = useState('');
  const [params, setParams] = useState<Record<string, string | number>>({});
  // The wording chosen; null picks the first that keeps every law in force.
  const [variant, setVariant] = useState<number | null>(null);
  // What the asker typed; null while the text follows the chosen question.
  const [typed, setTyped] = useState<string | null>(null);

  const def = templateId ? questionById(content, templateId) : undefined;
  const options = def ? slotOptions(G, content, def, me, target ?? '', names) : {};
  const fitted = def ? fitParams(options, params) : undefined;
  const use: TemplateUse | undefined = def && fitted ? { id: def.id, params: fitted } : undefined;
  const words = def && use ? phrasings(content, def, use, names) : [];
  const breaksLaw = (phrasing: string) => draftWarnings(G, content, { kind: 'question', by: me, to: target, text: phrasing }).length > 0;
  const keeping = Math.max(0, words.findIndex((w) => !breaksLaw(w)));
  const wording = variant ?? keeping;
  const text = typed ?? words[wording] ?? words[0] ?? '';
  const template = templateToSend(content, def, use, text, names);
  const warnings = draftWarnings(G, content, { kind: 'question', by: me, to: target, text: text.trim() === '' ? undefined : text });
  const warnedIds = warnings.map((w) => w.law.id).join(' ');
  useWarned(warnedIds, onWarn);

  const availability = checks.ask(target, text.trim(), template);
  const send = () => {
    if (target !== undefined) onAsk(target, text.trim(), template);
  };
  const others = G.players.filter((p) => p !== me);

  return (
    <div className="tl-compose" data-testid="query-composer">
      <TargetPicker
        G={G}
        content={content}
        names={names}
        players={others}
        chosen={target}
        legend="Ask"
        testId="ask-target"
        warn={(p) => draftWarnings(G, content, { kind: 'question', by: me, to: p })}
        onChoose={setTarget}
      />
      <div className="tl-compose__row">
        <label className="tl-field tl-field--grow">
          <span>Question</span>
          <select
            value={templateId}
            data-testid="question-template"
            onChange={(e) => {
              setTemplateId(e.target.value);
              setParams({});
              setVariant(null);
              setTyped(e.target.value ? null : '');
            }}
          >
            <option value="">My own words…</option>
            {content.questions.questions.map((q) => (
              <option key={q.id} value={q.id}>
                {templatePreview(q)}
              </option>
            ))}
          </select>
        </label>
        {def &&
          (def.params ?? []).map((slot) => (
            <label key={slot.name} className="tl-field">
              <span>{SLOT_LABEL[slot.kind]}</span>
              <select
                value={String(fitted?.[slot.name] ?? '')}
                data-testid={`question-slot-${slot.name}`}
                onChange={(e) => {
                  const choice = options[slot.name].find((c) => String(c.value) === e.target.value);
                  if (choice) setParams({ ...fitted, [slot.name]: choice.value });
                  setTyped(null);
                }}
              >
                {options[slot.name].map((c) => (
                  <option key={String(c.value)} value={String(c.value)}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        {words.length > 1 && (
          <label className="tl-field">
            <span>Wording</span>
            <select
              value={typed === null ? wording : -1}
              data-testid="question-wording"
              onChange={(e) => {
                setVariant(Number(e.target.value));
                setTyped(null);
              }}
            >
              {typed !== null && <option value={-1}>(edited)</option>}
              {words.map((w, i) => (
                <option key={w} value={i}>
                  {w}
                  {breaksLaw(w) ? ' ⚠' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <MessageSendRow
        label="Your question"
        value={text}
        placeholder={target === undefined ? 'Choose whom to ask first' : `Your question to ${names[target]}`}
        onChange={setTyped}
        availability={availability}
        onSend={send}
        onExplain={onExplain}
        inputTestId="question-text"
        sendTestId="ask-send"
      >
        Ask<span className="tl-send__to">{target === undefined ? '' : ` ${names[target]}`}</span>
      </MessageSendRow>
      {def && typed !== null && !template && text.trim() !== '' && <p className="tl-hint">Rewritten: it goes as your own words, not as the list's question.</p>}
      <LawWarningLine warnings={warnings} what="This question" testId="question-warning" />
    </div>
  );
}

