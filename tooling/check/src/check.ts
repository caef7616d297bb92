import { ESLint } from "eslint";
import path from "node:path";
import ts from "typescript";

/**
 * `unveil-check [--project tsconfig.json]... [--lint path]...`, run in a package's folder:
 * the package's typecheck and lint over ONE TypeScript program per tsconfig (decision
 * 0036). `tsc --noEmit` and typed `eslint` each build the same program, and `tsc` also
 * checks every file the package imports from the other workspace packages, which their
 * own check already covers; here each program is built once, its diagnostics are asked
 * for the package's own files only, and ESLint's typed rules read the same checker.
 * `pnpm typecheck` and `pnpm lint` (CI's `pnpm test`) still run plain `tsc` and `eslint`.
 */

interface Options {
  projects: string[];
  lintTargets: string[];
}

function parseArguments(argv: readonly string[]): Options {
  const options: Options = { projects: [], lintTargets: [] };
  for (let index = 0; index < argv.length; index += 2) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (value === undefined || (flag !== "--project" && flag !== "--lint")) {
      throw new Error(`unveil-check: expected --project <tsconfig> or --lint <path>, got ${argv.join(" ")}`);
    }
    (flag === "--project" ? options.projects : options.lintTargets).push(value);
  }
  if (options.projects.length === 0) options.projects.push("tsconfig.json");
  return options;
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => "\n",
};

/** The program `tsc -p <configPath>` builds, with the config's own errors. */
function createProgram(configPath: string): { program: ts.Program; configErrors: readonly ts.Diagnostic[] } {
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(path.resolve(configPath), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
  });
  if (!parsed) throw new Error(ts.formatDiagnostics(configErrors, formatHost));
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  return { program, configErrors: [...configErrors, ...parsed.errors] };
}

/** Files of this package (not its dependencies': workspace packages resolve to their real paths). */
function isOwnFile(sourceFile: ts.SourceFile, packageDir: string): boolean {
  return sourceFile.fileName.startsWith(packageDir + "/") && !sourceFile.fileName.includes("/node_modules/");
}

/** What `tsc --noEmit` reports, for the package's own files. */
function typecheck(program: ts.Program, configErrors: readonly ts.Diagnostic[], packageDir: string): ts.Diagnostic[] {
  const diagnostics: ts.Diagnostic[] = [
    ...configErrors,
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ];
  for (const sourceFile of program.getSourceFiles()) {
    if (!isOwnFile(sourceFile, packageDir)) continue;
    diagnostics.push(...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile));
  }
  return diagnostics;
}

async function lint(programs: ts.Program[], targets: string[]): Promise<{ output: string; errorCount: number }> {
  const eslint = new ESLint({
    overrideConfig: [
      {
        // The config's own projectService builds these programs again; hand it ours.
        files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"],
        languageOptions: { parserOptions: { projectService: false, programs } },
      },
    ],
  });
  const results = await eslint.lintFiles(targets);
  const formatter = await eslint.loadFormatter("stylish");
  const errorCount = results.reduce((sum, result) => sum + result.errorCount, 0);
  return { output: await formatter.format(results), errorCount };
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const packageDir = process.cwd();
  const started = performance.now();
  const built = options.projects.map(createProgram);
  const diagnostics = built.flatMap(({ program, configErrors }) => typecheck(program, configErrors, packageDir));
  const typecheckSeconds = (performance.now() - started) / 1000;
  if (diagnostics.length > 0) {
    process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) + "\n");
  }
  let lintErrors = 0;
  if (options.lintTargets.length > 0) {
    const { output, errorCount } = await lint(
      built.map(({ program }) => program),
      options.lintTargets,
    );
    if (output) process.stdout.write(output + "\n");
    lintErrors = errorCount;
  }
  const totalSeconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `unveil-check: ${diagnostics.length} type errors, ${lintErrors} lint errors ` +
      `(typecheck ${typecheckSeconds.toFixed(1)} s, lint ${(totalSeconds - typecheckSeconds).toFixed(1)} s)\n`,
  );
  return diagnostics.length > 0 || lintErrors > 0 ? 1 : 0;
}

process.exitCode = await main();
