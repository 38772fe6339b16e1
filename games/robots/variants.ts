import type { RobotsContent, VariantDef } from './content-types.ts';
import { resolveSetupChoice } from '../kit/setup-choice.ts';

/**
 * The variant a match plays, or a sentence saying why the setup data cannot be played.
 * With none chosen, the first variant in powers.yaml.
 */
export function resolveVariant(content: RobotsContent, setupData: unknown): VariantDef | string {
  return resolveSetupChoice(setupData, 'variant', content.powers.variants);
}
