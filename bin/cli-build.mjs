// The CLI run from one build of its TypeScript, kept until a file it was built from changes.
// Run from source, each of the CLI's 600 modules is resolved by tsx and read through the
// module hooks' thread, one round trip a module: 0.35-0.4 s of every command's start, and of
// every simulator thread's. The build is esbuild's bundle of the CLI and of its threads'
// entries, split into chunks so that a command still loads only what it uses (the server's and
// the exporter's dependencies stay unread by `simulate`).
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepBuild, keptBuild, stamp } from './kept-builds.mjs';

/** The entries of the CLI's build: the command line, and the files its worker threads start from. */
export const CLI_ENTRIES = {
  main: 'server/cli/main.ts',
  'simulate-worker': 'games/kit/simulate/simulate-worker.mjs',
  'content-check-thread': 'server/app/content-check-thread.mjs',
};

const ROOT = fileURLToPath(new URL('../', import.meta.url));

const TYPESCRIPT = /\.(m?ts|tsx)$/;
const THREAD_ENTRY = /games[\\/]kit[\\/]thread-entry\.ts$/;
const TYPESCRIPT_LOADER = /bin[\\/]typescript\.mjs$/;

/**
 * Whatever the build depends on besides its inputs: a change to any of these makes a new build.
 * The project's folder too: a worktree that links its node_modules to another's shares its cache.
 */
function buildKey(root, entries) {
  const esbuild = createRequire(join(root, 'package.json'))('esbuild/package.json').version;
  return createHash('sha256').update(JSON.stringify([root, process.versions.node, esbuild, entries])).update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 16);
}

/**
 * The build's plugin. Each module keeps its own `import.meta.url` (the file it was written in),
 * so paths to content, schemas and threads mean what they mean when run from source; the
 * TypeScript loader is no module at all (the build is JavaScript already); thread-entry.ts
 * names the build's own entry for a thread's source file; boardgame.io's sub-packages, which
 * plain Node cannot resolve (no exports map), are named by their files. Each file is stamped
 * (`read`) before it is read: one edited during the build then reads as changed at the next run.
 */
function cliPlugin(root, read) {
  const require = createRequire(join(root, 'package.json'));
  return {
    name: 'tablewright-cli',
    setup(build) {
      build.onResolve({ filter: /^boardgame\.io\// }, (args) => ({ path: pathToFileURL(require.resolve(args.path)).href, external: true }));
      build.onResolve({ filter: TYPESCRIPT_LOADER }, (args) => ({ path: args.path, namespace: 'left-out' }));
      build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({ contents: '', loader: 'js' }));
      build.onLoad({ filter: THREAD_ENTRY }, () => ({
        contents: 'export const threadEntry = (source) => new URL(`./${source.pathname.split("/").pop()}`, import.meta.url);',
        loader: 'js',
      }));
      build.onLoad({ filter: /\.(m?ts|tsx|mjs)$/ }, (args) => {
        read.set(args.path, stamp(args.path));
        const source = readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        return { contents: source, loader: TYPESCRIPT.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'js' };
      });
    },
  };
}

async function build(cache, key, root, entries) {
  const esbuild = await import(pathToFileURL(createRequire(join(root, 'package.json')).resolve('esbuild')).href);
  const aside = join(cache, `${randomUUID()}.tmp`);
  const read = new Map();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
    outdir: aside,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    target: `node${process.versions.node}`,
    sourcemap: 'linked',
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', target: 'ES2022', useDefineForClassFields: true } },
    plugins: [cliPlugin(root, read)],
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = {};
  // The files read, by their paths from the root; a module left out is no file.
  for (const input of Object.keys(result.metafile.inputs).sort()) {
    if (!input.startsWith('left-out:')) inputs[input] = read.get(join(root, input)) ?? stamp(join(root, input));
  }
  // Builds no process started from for days go (a running one marks its own: bin/tablewright.mjs), and the least used past 100 MB (some 20 builds).
  return keepBuild(cache, key, aside, inputs, 100e6);
}

/**
 * The folder of the CLI's current build, made if need be, or undefined when none can be made
 * (esbuild missing, a file that does not compile, a cache that cannot be written): the caller
 * then runs from source, where the same error is reported as it always was. Builds are kept in
 * the project, beside its other caches, so that the packages a build imports are found from it as
 * from source; a server whose project folder is read-only (docs/deploy.md) runs from source.
 * `root`, `entries` and `cache` name another project's (the tests').
 */
export async function cliBuild({ root = ROOT, entries = CLI_ENTRIES, cache = join(root, 'node_modules', '.cache', 'tablewright-cli') } = {}) {
  try {
    const key = buildKey(root, entries);
    const kept = keptBuild(cache, key, root);
    if (kept) return kept;
    mkdirSync(cache, { recursive: true });
    return await build(cache, key, root, entries);
  } catch {
    return undefined;
  }
}
