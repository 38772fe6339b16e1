import type { CSSProperties, ReactNode } from 'react';
import { hashString } from '../../components/card/seeded.ts';
import { inkOf, lighten } from '../../components/card/paint.ts';
import { EmblemShape } from '../../components/card/pictograms.tsx';
import { RobotArt } from '../../components/card/robot-art.tsx';
import type { RobotLook } from '../../components/card/robot-genome.ts';
import type { CardInfo } from './card-info.ts';
import { CardIndex } from './robots-card-index.tsx';
import { emblemOf } from '../../../games/robots/card-looks.ts';
import { normalSize, type LegacyCardSize, type PlayingCardSize } from './robots-card-sizes.ts';
import '../../components/card/card-fonts.ts';
import './playing-card.css';

interface Props {
  info: CardInfo;
  /**
   * `small` for spreads and decisions, `normal` for the hand, `large` where a card is a button
   * that must be easy to tap (the Scrap Heap). `compact` and `hand` are the older names of
   * `small` and `normal`. See robots-card-sizes.ts for the dimensions and the strip to leave
   * showing when cards overlap.
   */
  size?: PlayingCardSize | LegacyCardSize;
  /**
   * A short note on the card ("Play this turn", "by Ada"). It runs up the card's left strip,
   * under the corner index, so it stays visible in an overlapped spread and never covers the
   * index or a neighbour's note.
   */
  badge?: ReactNode;
  /** In a run, what a star or a wild stands for; shown under the suit symbol. */
  standsFor?: number | null;
}

const PAPER = '#fffdf6';

/**
 * A ROBOTS! card as the table draws it: a corner index (number and suit symbol) in a strip
 * down the left edge, readable even when only that strip shows, the same index upside down
 * at the bottom right, and the card's own robot (or content's art) beside it.
 */
export function PlayingCard({ info, size, badge, standsFor }: Props) {
  const drawn = normalSize(size);
  const ink = inkOf(info.display, PAPER);
  const style = { '--suit': info.display, '--ink': ink, '--suit-pale': lighten(info.display, 0.82) } as CSSProperties;
  const stands = standsFor !== undefined && standsFor !== null && info.kind !== 'number' ? standsFor : undefined;
  const emblem = info.look?.emblem ?? emblemOf(info.power?.id);
  const index = (turned: boolean) => (
    // The upside-down copy leaves out what a card stands for: "=9" turned reads "6=".
    <CardIndex kind={info.kind} mark={info.mark} symbol={info.symbol} ink={ink} suit={info.display} standsFor={turned ? undefined : stands} />
  );
  const tooltip = info.power ? `${info.name} · ${info.power.name}: ${info.power.text}` : info.name;
  return (
    <span
      className="playing-card robots-card"
      data-kind={info.kind}
      data-size={drawn}
      data-card={info.id}
      data-power={info.power ? info.power.id : undefined}
      data-symbol={info.symbol}
      title={tooltip}
      style={style}
    >
      <span className="robots-card__face">
        <span className="robots-card__art" aria-hidden="true">
          {info.art ? <img src={info.art} alt="" /> : <RobotArt look={info.look ?? fallbackLook(info)} banner={info.power !== undefined && drawn !== 'small'} align={drawn === 'small' ? 'centre' : 'left'} />}
          {info.power && drawn !== 'small' && (
            <span className="robots-card__power">
              <svg viewBox="0 0 24 24" className="robots-card__emblem">
                {emblem && <EmblemShape emblem={emblem} ink="#fff" paper="#1c2230" />}
              </svg>
              <span>{info.power.name}</span>
            </span>
          )}
          {info.power && drawn === 'small' && emblem && (
            <svg viewBox="-3 -3 30 30" className="robots-card__chip">
              <circle cx="12" cy="12" r="14" fill={PAPER} stroke="#1c2230" strokeWidth="2" />
              <EmblemShape emblem={emblem} ink="#1c2230" paper={PAPER} x={3} y={3} size={18} />
            </svg>
          )}
        </span>
        <span className="robots-card__strip">
          <span className="robots-card__index" aria-hidden="true">
            {index(false)}
          </span>
          {badge && (
            <span className="robots-card__note">
              <span className="robots-card__badge" title={typeof badge === 'string' ? badge : undefined}>
                {badge}
              </span>
            </span>
          )}
        </span>
        {drawn !== 'small' && (
          <span className="robots-card__index robots-card__index--turned" aria-hidden="true">
            {index(true)}
          </span>
        )}
      </span>
      <span className="visually-hidden">
        {info.name}
        {stands !== undefined ? `, standing for ${stands}` : ''}
        {info.power ? `, power: ${info.power.name}` : ''}
      </span>
    </span>
  );
}

/** A CardInfo made by hand, without cardInfo()'s look, still gets a robot of its own. */
function fallbackLook(info: CardInfo): RobotLook {
  return {
    seed: info.id,
    ordinal: info.order,
    suit: info.colour ? hashString(info.colour.id) % 8 : 8,
    tint: info.display,
    emblem: emblemOf(info.power?.id),
    kind: info.kind === 'number' ? 'plain' : info.kind,
  };
}
