import ts from 'typescript';

export { globToRegExp } from '../setup/globs.ts';

/** A directed graph: each node and the nodes it points at (here: who imports whom). */
export type Graph = Map<string, Set<string>>;

/**
 * Every cycle of the graph, as its strongly connected components of more than one node (Tarjan's
 * algorithm), each sorted, so a failing test names exactly the nodes that depend on each other.
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string): void {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The globs of each `import.meta.glob(…)` in `source`: a string or an array of them (`!` excludes),
 * read from the syntax tree, which only files that name `import.meta.glob` pay for.
 */
export function globsOf(file: string, source: string): string[][] {
  if (!source.includes('import.meta.glob')) return [];
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const calls: string[][] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.getText(tree) === 'import.meta.glob'
    ) {
      const [first] = node.arguments;
      const globs =
        first && ts.isArrayLiteralExpression(first) ? [...first.elements] : first ? [first] : [];
      // A glob that is not written out (a variable, a template) cannot be followed: say so.
      calls.push(globs.map((glob) => (ts.isStringLiteralLike(glob) ? glob.text : '')));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return calls;
}
