/**
 * Issue 16: a converted component renders no literal user-facing text. Flags JSX text, string literals as JSX
 * children, string values of user-facing JSX attributes, and string values of user-facing object keys (table
 * headers, menu labels) in every source file of the web app. Catalogue keys ('nav.home') are allowed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Run from the repository root (npm run test:unit) or from apps/web.
const SRC = existsSync(join(process.cwd(), 'apps/web/src'))
  ? join(process.cwd(), 'apps/web/src')
  : join(process.cwd(), 'src');
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'description',
  'placeholder',
  'aria-label',
  'alt',
  'emptyText',
  'loadingText',
  'error',
  'message',
  'header',
  'children',
]);
const TEXT_KEYS = new Set(['label', 'title', 'description', 'header', 'message', 'placeholder', 'emptyText']);
const CATALOGUE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !CATALOGUE_KEY.test(text.trim());

function filesOf(path: string): string[] {
  const full = join(SRC, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(full, name));
}

export function literalTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(SRC, fileName)}:${line + 1} "${text.trim()}"`);
  };
  const isText = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && isText(node.expression)) {
      if (hasWords(node.expression.text)) report(node, node.expression.text);
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (isText(literal) && hasWords(literal.text)) report(node, literal.text);
      if (literal && ts.isTemplateExpression(literal)) report(node, literal.getText(file));
    }
    if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(node.name.getText(file))) {
      if (isText(node.initializer) && hasWords(node.initializer.text)) report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('literal user-facing strings', () => {
  it('finds none anywhere in the app (use t() and the catalogue)', () => {
    const files = filesOf('.');
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => literalTexts(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches JSX text, text attributes, string children and labelled objects', () => {
    const source = `
      const LINKS = [{ label: 'Profile', to: '/p' }, { label: 'nav.home', to: '/' }];
      export const A = () => (
        <div title="Hello there" aria-label={'Main menu'} data-x="ignored words">
          Welcome back
          {'Loose text'}
          {t('login.title')}{' '}
          <Input label={\`Hi \${name}\`} placeholder={t('x.y')} />
        </div>
      );`;
    expect(literalTexts(join(SRC, 'sample.tsx'), source).map((entry) => entry.replace(/^.*?:/, ''))).toEqual([
      '2 "Profile"',
      '4 "Hello there"',
      '4 "Main menu"',
      '5 "Welcome back"',
      '6 "Loose text"',
      '8 "`Hi ${name}`"',
    ]);
  });
});
