import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createVitest } from 'vitest/node';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A file no project's globs take would never run, and `npm test` would not say so.
it('runs every test file under test/ in exactly one project of vitest.config.ts', async () => {
  const vitest = await createVitest('test', { watch: false, reporters: [] });
  try {
    const specifications = await vitest.globTestSpecifications();
    const projectsOf = new Map<string, string[]>();
    for (const spec of specifications) {
      const file = spec.moduleId.slice(process.cwd().length + 1);
      projectsOf.set(file, [...(projectsOf.get(file) ?? []), spec.project.name]);
    }
    const expected = Object.fromEntries(testFiles('test').sort().map((file) => [file, 1]));
    const found = Object.fromEntries([...projectsOf].sort().map(([file, projects]) => [file, projects.length]));
    expect(found).toEqual(expected);
  } finally {
    await vitest.close();
  }
}, 60_000);
