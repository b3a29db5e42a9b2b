import ts from 'typescript';

/** A top-level function of a source file and how many lines it spans, from its keyword to its end. */
export interface SizedFunction {
  name: string;
  lines: number;
}

/** The function a top-level statement declares, through `memo(…)`/`forwardRef(…)` wrappers. */
function declaredFunctions(
  statement: ts.Statement,
): { name: string; node: ts.Node; type?: ts.TypeNode }[] {
  if (ts.isFunctionDeclaration(statement) && statement.name)
    return [{ name: statement.name.text, node: statement }];
  if (!ts.isVariableStatement(statement)) return [];
  return statement.declarationList.declarations.flatMap((declaration) => {
    let init = declaration.initializer;
    while (init && ts.isCallExpression(init) && init.arguments.length > 0) init = init.arguments[0];
    if (!init || !ts.isIdentifier(declaration.name)) return [];
    if (!ts.isArrowFunction(init) && !ts.isFunctionExpression(init)) return [];
    return [{ name: declaration.name.text, node: declaration, type: declaration.type }];
  });
}

function lineSpan(source: ts.SourceFile, node: ts.Node): number {
  const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
  return end - start + 1;
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** The React components of a .tsx file: top-level functions whose name starts with a capital. */
export function componentsOf(file: string, text: string): SizedFunction[] {
  const source = parse(file, text);
  return source.statements
    .flatMap(declaredFunctions)
    .filter(({ name }) => /^[A-Z]/.test(name))
    .map(({ name, node }) => ({ name, lines: lineSpan(source, node) }));
}

/**
 * The Fastify plugins of a server file: top-level functions typed as a plugin or taking the app
 * (`app: FastifyInstance`, or the zod type provider's typed instance).
 */
export function pluginsOf(file: string, text: string): SizedFunction[] {
  const source = parse(file, text);
  const isPlugin = (node: ts.Node, type?: ts.TypeNode): boolean => {
    if (type && /FastifyPlugin/.test(type.getText(source))) return true;
    const fn = ts.isFunctionDeclaration(node)
      ? node
      : ts.isVariableDeclaration(node) && node.initializer
        ? unwrap(node.initializer)
        : undefined;
    const first = fn?.parameters[0];
    return !!first?.type && /Fastify(Instance|ZodInstance|Typed)/.test(first.type.getText(source));
  };
  return source.statements
    .flatMap(declaredFunctions)
    .filter(({ node, type }) => isPlugin(node, type))
    .map(({ name, node }) => ({ name, lines: lineSpan(source, node) }));
}

function unwrap(init: ts.Expression): ts.SignatureDeclarationBase | undefined {
  let node: ts.Expression | undefined = init;
  while (node && ts.isCallExpression(node) && node.arguments.length > 0) node = node.arguments[0];
  return node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) ? node : undefined;
}
