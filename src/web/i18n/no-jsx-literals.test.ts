import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every user-visible string goes through i18next. This finds text and labelling
// attributes written as literals in the app's JSX (tests are exempt).
const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LABEL_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

function listComponentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : listComponentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

function findLiterals(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      LABEL_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((literal) => `${relative(WEB_ROOT, path)}: ${literal}`);
}

describe('user-visible text', () => {
  it('no component writes user-visible text as a JSX literal', () => {
    const files = listComponentFiles(WEB_ROOT);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(findLiterals)).toEqual([]);
  });
});
