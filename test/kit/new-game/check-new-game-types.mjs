// Type-checks what `tablewright new-game` wrote into a copy of the repository: the files it
// added or changed, and every file that imports one of them, the only files whose types the
// change can break (a file that imports neither checks as it did in the repository, which
// `npm run typecheck` checks whole). tsc checks every file its program reaches, the whole
// code base here (22 s of CPU); this checks a few dozen of them within the same program.
// Usage: node check-new-game-types.mjs <copy> <tsconfig> <folder or file>...; prints tsc's
// diagnostics and exits 1 when there are any.
import { resolve, sep } from 'node:path';
import ts from 'typescript';

const [root, tsconfig, ...changed] = process.argv.slice(2);
const configFile = ts.getParsedCommandLineOfConfigFile(resolve(root, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
const program = ts.createProgram({ rootNames: configFile.fileNames, options: configFile.options, projectReferences: configFile.projectReferences });
const inChange = (fileName) => changed.some((path) => {
  const full = resolve(root, path);
  return fileName === full || fileName.startsWith(full + sep);
});

/** The program's files that a changed file is, or that import or re-export one. */
function filesToCheck() {
  const ours = program.getSourceFiles().filter((file) => !program.isSourceFileFromExternalLibrary(file) && !file.fileName.includes(`${sep}node_modules${sep}`));
  const changedFiles = new Set(ours.filter((file) => inChange(resolve(file.fileName))));
  const importsChanged = (file) =>
    file.statements.some((statement) => {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) return false;
      const target = program.getResolvedModuleFromModuleSpecifier(specifier, file)?.resolvedModule?.resolvedFileName;
      return target !== undefined && [...changedFiles].some((changedFile) => resolve(changedFile.fileName) === resolve(target));
    });
  return ours.filter((file) => changedFiles.has(file) || importsChanged(file));
}

function fail(diagnostics) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  process.stdout.write(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}

const checked = filesToCheck();
if (checked.length === 0) fail([{ category: ts.DiagnosticCategory.Error, code: 0, file: undefined, start: undefined, length: undefined, messageText: `none of ${changed.join(', ')} is in the program of ${tsconfig}` }]);
const diagnostics = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
];
if (diagnostics.length > 0) fail(diagnostics);
process.stderr.write(`type-checked ${checked.length} files\n`);
