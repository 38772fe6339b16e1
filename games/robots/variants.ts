import type { RobotsContent, VariantDef } from './content-types.ts';

/**
 * The variant a match plays, or a sentence saying why the setup data cannot be played.
 * With none chosen, the first variant in powers.yaml.
 */
export function resolveVariant(content: RobotsContent, setupData: unknown): VariantDef | string {
  const variants = content.powers.variants;
  if (setupData === undefined || setupData === null) return variants[0];
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'Setup data must be an object like { "variant": "classic" }.';
  const unknown = Object.keys(setupData).filter((k) => k !== 'variant');
  if (unknown.length > 0) return `Unknown setup option ${unknown.map((k) => `'${k}'`).join(', ')}; the only option is 'variant'.`;
  const chosen = (setupData as { variant?: unknown }).variant;
  if (chosen === undefined) return variants[0];
  const variant = variants.find((v) => v.id === chosen);
  return variant ?? `Unknown variant ${JSON.stringify(chosen)}; choose one of ${variants.map((v) => `'${v.id}'`).join(', ')}.`;
}
