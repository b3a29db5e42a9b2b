// Every end-to-end spec takes `test` from tests/e2e/support/test.ts, whose pages wait for the app
// to start after each navigation (docs/decisions/019-start-after-paint.md): a spec that took
// Playwright's own would tap the prerendered page's buttons before they answer, now and then.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const E2E = resolve(import.meta.dirname, '../e2e');

/** Where each name a file imports comes from. */
function importedNames(source: string): Map<string, string> {
  const names = new Map<string, string>();
  const file = ts.createSourceFile('spec.ts', source, ts.ScriptTarget.Latest);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      names.set(element.name.text, statement.moduleSpecifier.text);
    }
  }
  return names;
}

it('takes `test` in every spec from the support file whose pages wait for the app', () => {
  const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(20);
  const elsewhere = specs.filter(
    (spec) =>
      importedNames(readFileSync(join(E2E, spec), 'utf8')).get('test') !== './support/test.ts',
  );
  expect(elsewhere).toEqual([]);
});

it('reads where a name comes from', () => {
  const names = importedNames(
    "import { expect, test } from '@playwright/test';\nimport { signIn } from './support/helpers.ts';",
  );
  expect(names.get('test')).toBe('@playwright/test');
  expect(names.get('signIn')).toBe('./support/helpers.ts');
});
