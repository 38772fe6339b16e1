/**
 * The file a worker thread starts from, given the source file written for it. Run from source,
 * that file itself; in the CLI's build (bin/cli-build.mjs), which replaces this module, the
 * build's own copy of it, so that the thread loads the built code as its process did and not
 * 600 TypeScript modules through the loader.
 */
export const threadEntry = (source: URL): URL => source;
