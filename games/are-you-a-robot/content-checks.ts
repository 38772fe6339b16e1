import type { ContentIssue } from '../kit/game-module.ts';
import type { AyarContent } from './content-types.ts';

// Placeholder until the content pipeline lands its checks (references, deck sizes, pack supply).
export function checkAyarContent(_content: AyarContent): ContentIssue[] {
  return [];
}
