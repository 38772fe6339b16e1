import { useId } from 'react';
import type { HowToPlay, HowToPlaySection } from '../../../games/kit/kit-content-files.ts';
import { howToPlayFacts } from './how-to-play-facts.ts';
import { InlineText } from './inline-text.tsx';
import './how-to-play-panel.css';

interface Props {
  howToPlay: HowToPlay;
  /** Tighter, one column, no tagline: for a side panel at the table rather than a page. */
  compact?: boolean;
  /** 1 when the panel is the page's main content (the rules page); 2 inside another page. */
  titleLevel?: 1 | 2;
}

/**
 * A game's player-facing rules summary (content/<game>/how-to-play.yaml): the goal first,
 * then each section's paragraphs, numbered steps and bullet points. Self-contained: the data
 * comes in as a prop, so the rules page, the match and Storybook all show the same thing.
 */
export function HowToPlayPanel({ howToPlay, compact = false, titleLevel = 2 }: Props) {
  const id = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Heading = titleLevel === 1 ? 'h2' : 'h3';
  const facts = howToPlayFacts(howToPlay);
  return (
    <article className="how-to-play" data-compact={compact ? '' : undefined} aria-labelledby={`${id}-title`} data-testid="how-to-play">
      <header className="how-to-play__header">
        <Title id={`${id}-title`} className="how-to-play__title">
          {compact ? `How to play ${howToPlay.title}` : howToPlay.title}
        </Title>
        {!compact && (
          <p className="how-to-play__tagline">
            <InlineText text={howToPlay.tagline} />
          </p>
        )}
        {facts.length > 0 && (
          <ul className="how-to-play__facts" aria-label="At a glance">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
      </header>
      <section className="how-to-play__goal" aria-labelledby={`${id}-goal`}>
        <Heading id={`${id}-goal`}>Goal</Heading>
        <p>
          <InlineText text={howToPlay.goal} />
        </p>
      </section>
      <div className="how-to-play__sections">
        {howToPlay.sections.map((section, i) => (
          <Section key={i} section={section} Heading={Heading} />
        ))}
      </div>
      {howToPlay.glossary && (
        <section className="how-to-play__glossary" aria-labelledby={`${id}-glossary`}>
          <Heading id={`${id}-glossary`}>Words of the game</Heading>
          <dl>
            {howToPlay.glossary.map((entry) => (
              <div key={entry.term}>
                <dt>{entry.term}</dt>
                <dd>
                  <InlineText text={entry.meaning} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}

function Section({ section, Heading }: { section: HowToPlaySection; Heading: 'h2' | 'h3' }) {
  return (
    <section className="how-to-play__section">
      <Heading>{section.heading}</Heading>
      {section.paragraphs?.map((text, i) => (
        <p key={i}>
          <InlineText text={text} />
        </p>
      ))}
      {section.steps && (
        <ol className="how-to-play__steps">
          {section.steps.map((text, i) => (
            <li key={i}>
              <InlineText text={text} />
            </li>
          ))}
        </ol>
      )}
      {section.points && (
        <ul className="how-to-play__points">
          {section.points.map((text, i) => (
            <li key={i}>
              <InlineText text={text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
