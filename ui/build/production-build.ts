import { build, type InlineConfig } from 'vite';

type BuildOutput = Awaited<ReturnType<typeof build>>;

/**
 * Vite's build as production runs it, whatever NODE_ENV the caller runs under. Vite and its React
 * plugin build for the NODE_ENV they find, and vitest sets `test`: React's development runtime
 * and JSX calls, which spent a third of every test page's script time checking what production
 * never does, and which the production runtime cannot run at all.
 */
export async function productionBuild(config: InlineConfig): Promise<BuildOutput> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build(config);
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
