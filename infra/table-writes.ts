/**
 * Which partitions a bundle's code writes, apart from those it only reads (issue: least privilege
 * that isolates). Read from the bundle esbuild writes (tree-shaken, not minified), so a store
 * function the function never calls grants nothing:
 *
 * - a *writer* is a named function whose body, nested functions included, builds a write: a
 *   `new Put|Update|Delete|BatchWrite|TransactWriteCommand(` or a transaction item (`Put: {`,
 *   `Update: {`, `Delete: {`);
 * - a `keys.<builder>(` call is written when its nearest named function is a writer, or when that
 *   function hands the key back (the call is in its return value) and a writer calls it, directly
 *   or through such helpers. A stored item's `<item>.key(` (shared/storage/item.ts) is a call of the
 *   builder its declaration names (`storedItem({ …, key: '<builder>' })`).
 *
 * A read in a writer's own body counts as written: the grant errs toward what the code could do,
 * never below it. What it separates is whole functions: an ingest authenticates with a function
 * that only reads `KEY#`, so its policy cannot write keys, users, app clients or organizations.
 */
import ts from 'typescript';

const WRITE_COMMAND = /^(Put|Update|Delete|BatchWrite|TransactWrite)Command\d*$/;
const TRANSACT_ITEM = new Set(['Put', 'Update', 'Delete']);

interface Unit {
  writes: boolean;
  /** keys builders called in the unit's own body (not in nested named functions). */
  keys: Set<string>;
  /** keys builders the unit hands back (called inside a return value). */
  returnedKeys: Set<string>;
  calls: Set<string>;
}

/** The name a function node is known by: its declaration, variable, property or method name. */
function unitName(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  if (!(ts.isArrowFunction(node) || ts.isFunctionExpression(node))) return undefined;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return undefined;
}

function isWrite(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) return WRITE_COMMAND.test(node.expression.getText());
  return (
    ts.isPropertyAssignment(node) &&
    TRANSACT_ITEM.has(node.name.getText()) &&
    ts.isObjectLiteralExpression(node.initializer)
  );
}

/** The stored-item declarations of the code (`const x = storedItem({ …, key: '<builder>' })`): name → builder. */
function storedItemBuilders(source: ts.SourceFile): Map<string, string> {
  const builders = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const call = node.initializer;
      const [declaration] = ts.isCallExpression(call) ? call.arguments : [];
      if (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        /^storedItem\d*$/.test(call.expression.text) &&
        declaration &&
        ts.isObjectLiteralExpression(declaration)
      ) {
        for (const property of declaration.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            property.name.getText() === 'key' &&
            ts.isStringLiteral(property.initializer)
          )
            builders.set(node.name.text, property.initializer.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return builders;
}

/** `keys.<builder>(`, or `<stored item>.key(`: the builder's name. */
function keyBuilder(node: ts.Node, itemBuilders: ReadonlyMap<string, string>): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const target = node.expression.expression;
  if (!ts.isIdentifier(target)) return undefined;
  if (/^keys\d*$/.test(target.text)) return node.expression.name.text;
  return node.expression.name.text === 'key' ? itemBuilders.get(target.text) : undefined;
}

/** `f(` or `x.f(`: the name a call reaches a unit by. */
function calleeName(call: ts.CallExpression): string | undefined {
  if (ts.isIdentifier(call.expression)) return call.expression.text;
  if (ts.isPropertyAccessExpression(call.expression)) return call.expression.name.text;
  return undefined;
}

/** Whether the key is the unit's answer: it reaches a return value through literals alone. */
function inReturnValue(node: ts.Node, unit: ts.Node): boolean {
  let child: ts.Node = node;
  for (let current = node.parent; current && current !== unit; current = current.parent) {
    if (ts.isReturnStatement(current)) return true;
    if (ts.isCallExpression(current) || ts.isNewExpression(current) || ts.isAwaitExpression(current))
      return false;
    child = current;
  }
  return ts.isArrowFunction(unit) && unit.body === child;
}

function collectUnits(source: ts.SourceFile): Map<string, Unit> {
  const units = new Map<string, Unit>();
  const itemBuilders = storedItemBuilders(source);
  const stack: { name: string; node: ts.Node; unit: Unit }[] = [];
  const visit = (node: ts.Node) => {
    const name = unitName(node);
    if (name !== undefined) {
      const unit = units.get(name) ?? {
        writes: false,
        keys: new Set(),
        returnedKeys: new Set(),
        calls: new Set(),
      };
      units.set(name, unit);
      stack.push({ name, node, unit });
    }
    const current = stack.at(-1);
    if (current) {
      if (isWrite(node)) for (const frame of stack) frame.unit.writes = true;
      const builder = keyBuilder(node, itemBuilders);
      if (builder) {
        current.unit.keys.add(builder);
        if (inReturnValue(node, current.node)) current.unit.returnedKeys.add(builder);
      } else if (ts.isCallExpression(node)) {
        const callee = calleeName(node);
        if (callee) current.unit.calls.add(callee);
      }
    }
    ts.forEachChild(node, visit);
    if (name !== undefined) stack.pop();
  };
  visit(source);
  return units;
}

/** Marks every unit that calls a writer as one too (it hands the writer what to write), to a fixpoint. */
function spreadWrites(units: Map<string, Unit>): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const unit of units.values()) {
      if (unit.writes) continue;
      if ([...unit.calls].some((callee) => units.get(callee)?.writes)) {
        unit.writes = true;
        changed = true;
      }
    }
  }
}

/** The keys.ts builders whose keys the bundled code writes (see the header). */
export function writtenKeyBuilders(bundle: string): string[] {
  const units = collectUnits(
    ts.createSourceFile('bundle.js', bundle, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS),
  );
  spreadWrites(units);
  const written = new Set<string>();
  const followed = new Set<string>();
  const follow = (name: string) => {
    const unit = units.get(name);
    if (!unit || followed.has(name)) return;
    followed.add(name);
    for (const builder of unit.returnedKeys) written.add(builder);
    for (const callee of unit.calls) follow(callee);
  };
  for (const unit of units.values()) {
    if (!unit.writes) continue;
    for (const builder of unit.keys) written.add(builder);
    for (const callee of unit.calls) follow(callee);
  }
  return [...written].sort();
}
