/**
 * `npm run lint:functions` (part of `npm run lint`): no function of the cruised code (shared,
 * functions, infra, local, scripts, bench, bin, web, the POS client's source) is over
 * MAX_FUNCTION_LINES lines, counted as the TypeScript compiler spans it: from the first token of
 * the declaration (its name, `async`, `(`) to its closing brace, comments and JSX inside included.
 * A function's span holds its inner functions, so a component with a long callback is long. Biome's
 * own rule counts statements, not lines, and let 148-line JSX components pass. Tests are not
 * checked: a `describe` callback holds its suite. Generated files are skipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 80;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHECKED = /^(shared|functions|infra|local|scripts|bench|bin|web|packages\/pos-client\/src)\/.*\.tsx?$/;
const GENERATED = /(\/generated\/|\.generated\.|\.d\.ts$)/;

export interface LongFunction {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return `${node.parent.name?.getText(source) ?? 'class'} constructor`;
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  // An arrow or function expression takes the name of what it is assigned to.
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    return parent.name.getText(source);
  }
  if (parent && ts.isCallExpression(parent))
    return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
  // Inside another function (a JSX handler, say): named after it.
  for (let outer = node.parent; outer; outer = outer.parent) {
    if (ts.isFunctionLike(outer) && outer !== node) return `(anonymous in ${nameOf(outer, source)})`;
  }
  return '(anonymous)';
}

/** Every function-like node of the source longer than `max` lines. */
export function longFunctions(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push({ file, line: start + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function checkedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => CHECKED.test(file) && !GENERATED.test(file) && existsSync(path.join(ROOT, file)));
}

/** What the check refuses: every function over the limit, whichever it is (none is let through). */
export function violations(found: readonly LongFunction[]): string[] {
  return found.map(
    (fn) => `${fn.file}:${fn.line} ${fn.name} is ${fn.lines} lines (at most ${MAX_FUNCTION_LINES}): split it`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = checkedFiles().flatMap((file) =>
    longFunctions(file, readFileSync(path.join(ROOT, file), 'utf8')),
  );
  const problems = violations(found);
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  if (problems.length > 0) {
    process.stderr.write(`function length: ${problems.length} problems (docs/contributing.md)\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`function length: none over ${MAX_FUNCTION_LINES} lines\n`);
  }
}
