import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { EvilView } from '../../../games/evil-robots/state.ts';
import type { RuleChange } from './rule-effects.ts';
import { RobotFace } from './evil-card.tsx';
import type { Namer } from './words.ts';

interface Props {
  G: EvilView;
  content: EvilContent;
  n: Namer;
  changes: Record<string, RuleChange[]>;
  /** The game is over: the cards lie as they ended, changing nothing more. */
  over: boolean;
}

/**
 * The face-up Robot Cards, oldest first, each with its owner and its words; a card whose
 * modifiers hold while it is face up says so, and what it changes at this moment ("Turning
 * another's coin costs you: 1, rule 2"), so a rule-changing card in effect is never missed.
 */
export function FaceUpPanel({ G, content, n, changes, over }: Props) {
  if (G.faceUp.length === 0) return null;
  const ruling = over ? [] : G.faceUp.filter((f) => (robotOf(content, f.card).modifiers ?? []).length > 0);
  return (
    <section className="er-faceup" data-testid="face-up" data-ruling={ruling.length > 0 || undefined} aria-labelledby="er-faceup-heading">
      <h2 id="er-faceup-heading">
        Face-up Robot Cards
        {ruling.length > 0 && (
          <span className="er-faceup__badge" data-testid="rules-in-effect">
            {ruling.length === 1 ? 'A rule-changing card is in effect' : `${ruling.length} rule-changing cards are in effect`}
          </span>
        )}
      </h2>
      <ul className="er-faceup__list">
        {G.faceUp.map((f) => {
          const robot = robotOf(content, f.card);
          const now = changes[f.card] ?? [];
          const rules = !over && (robot.modifiers ?? []).length > 0;
          return (
            <li key={f.card} className="er-faceup__item" data-testid={`face-up-${f.card}`} data-rules={rules || undefined}>
              <RobotFace content={content} robot={robot} size="small" />
              <div className="er-faceup__words">
                <p className="er-faceup__owner">
                  {n.possessive(f.owner)[0].toUpperCase() + n.possessive(f.owner).slice(1)} card
                  {rules && <span className="er-faceup__holds">In effect until the clean-up</span>}
                </p>
                {now.length > 0 ? (
                  <ul className="er-faceup__now" data-testid={`changes-${f.card}`}>
                    {now.map((c) => (
                      <li key={c.key}>
                        {c.what}: <strong>{c.now}</strong> <span className="er-hint-inline">(rule: {c.rule})</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  rules && <p className="er-hint">Changes nothing at this moment; its rule still holds.</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
