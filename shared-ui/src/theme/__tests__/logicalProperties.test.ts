/**
 * Right to left (Arabic) needs logical CSS: `margin-inline-start`, not `margin-left`;
 * `inset-inline-end`, not `right`; `text-align: start`; `border-inline-end`; `padding-inline`… so
 * the same styles lay out mirrored under `dir="rtl"`. This scans every styled-components template
 * (styled.x`…`, styled(X)`…`, css`…`, keyframes`…`, createGlobalStyle`…`) of the browser workspaces
 * and names each physical property by file and line.
 *
 * A physical property that is meant (something centred with `left: 50%` and a translate, the same
 * in both directions) stays with a comment on its line saying why: `/* rtl-ok: reason *\/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '../../../..');

/** Every browser workspace's styles are logical: a physical property fails the test. */
const WORKSPACES = ['shared-ui', 'shell', 'customer-app', 'seller-app'];

const PHYSICAL =
  /(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b|(?<![\w-])(left|right)\s*:|text-align\s*:\s*(left|right)\b|float\s*:\s*(left|right)\b|border-(top|bottom)-(left|right)-radius|justify-(content|items|self)\s*:\s*(left|right)\b/;
const EXCEPTION = /rtl-ok/;
const STYLE_TAGS = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each physical property in a source text's style templates: its line number and text. */
function scan(text: string, fileName: string): { line: number; text: string }[] {
  if (!/\b(styled|css|keyframes|createGlobalStyle)\s*[`.(<]/.test(text)) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && STYLE_TAGS.test(node.tag.getText(source).replace(/\s+/g, ''))) {
      const template = node.template;
      const pieces = ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const piece of pieces) {
        const first = source.getLineAndCharacterOfPosition(piece.getStart(source)).line + 1;
        piece.getText(source).split('\n').forEach((line, index) => {
          if (PHYSICAL.test(line) && !EXCEPTION.test(line)) found.push({ line: first + index, text: line.trim() });
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `file:line  text` for each physical property of a workspace's styles. */
const offendersOf = (workspace: string) =>
  sourceFiles(join(root, workspace, 'src')).flatMap((file) => scan(readFileSync(file, 'utf8'), file).map(({ line, text }) => `${relative(root, file)}:${line}  ${text}`));

const SAMPLE = [
  "import styled, { css } from 'styled-components';",
  'const A = styled.div`',
  '  margin-left: 4px;',
  '  margin-inline-start: 4px;',
  '  inset-inline-end: 0;',
  '  right: 0;',
  '  left: 50%; /* rtl-ok: centred */',
  '  text-align: left;',
  '  text-align: start;',
  '  &:hover { color: red; }',
  '`;',
  'const b = css`border-bottom-left-radius: 2px;`;',
  'const C = styled(A).attrs({})`',
  '  border-right: 1px solid;',
  '`;',
  'const notStyles = { left: 1, right: 2 };',
  'const text = `margin-left: 4px`;',
].join('\n');

describe('styles are logical (right to left)', () => {
  it.each(WORKSPACES)('%s has no physical CSS property in its styled templates', (workspace) => {
    expect(offendersOf(workspace)).toEqual([]);
  });

  it('finds what it should, by line, and honours an explicit exception', () => {
    expect(scan(SAMPLE, 'sample.tsx')).toEqual([
      { line: 3, text: 'margin-left: 4px;' },
      { line: 6, text: 'right: 0;' },
      { line: 8, text: 'text-align: left;' },
      { line: 12, text: '`border-bottom-left-radius: 2px;`' },
      { line: 14, text: 'border-right: 1px solid;' },
    ]);
  });
});
