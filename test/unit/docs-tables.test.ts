/**
 * The tables in docs/ that restate something the code defines: each is checked against its source,
 * so a new route, key builder, store or folder that the docs do not mention fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/contract/routes.ts';
import { keys } from '#shared/storage/keys.ts';

const root = new URL('../../', import.meta.url);
const doc = (name: string) => readFileSync(new URL(`docs/${name}`, root), 'utf8');
const entries = (folder: string) => readdirSync(new URL(folder, root)).sort();

/** The rows of the first Markdown table whose header starts with `firstHeader`, as trimmed cells. */
function tableRows(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.replace(/\s/g, '').startsWith(`|${firstHeader}|`));
  expect(start, `a table headed "${firstHeader}"`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('docs/intelligence.md endpoint table', () => {
  it('lists every intelligence route of the route table, with its plan module, and nothing else', () => {
    const rows = tableRows(doc('intelligence.md'), 'Path');
    const documented = rows.map(([path, , module]) => [path!.replaceAll('`', ''), module!.split(' ')[0]]);
    const routed = ROUTES.filter((route) => route.path.startsWith('/api/v1/intelligence/')).map((route) => [
      route.path,
      route.module,
    ]);
    expect(documented).toEqual(routed);
  });
});

describe('docs/data-model.md', () => {
  it('names every builder of an item key in keys.ts', () => {
    const text = doc('data-model.md');
    const itemBuilders = Object.entries(keys).filter(([, build]) => {
      const built: unknown = (build as (...args: unknown[]) => unknown)('b', 'c', 'd', 'e', 1);
      return typeof built === 'object' && built !== null && 'pk' in built && 'sk' in built;
    });
    expect(itemBuilders.length).toBeGreaterThan(20);
    for (const [name] of itemBuilders) expect(text, `keys.${name}`).toContain(`\`keys.${name}\``);
  });

  it('describes every file of shared/storage/', () => {
    const files = tableRows(doc('data-model.md'), 'file').map(([file]) => file!.replaceAll('`', ''));
    expect(files.sort()).toEqual(entries('shared/storage/'));
  });
});

describe('docs/architecture.md project layout', () => {
  it.each(['shared/', 'shared/domain/', 'shared/use-cases/', 'local/', 'bench/', 'scripts/', 'infra/'])(
    'names every entry of %s',
    (folder) => {
      const text = doc('architecture.md');
      for (const entry of entries(folder)) {
        expect(text, `${folder}${entry}`).toContain(`\`${folder}${entry}`);
      }
    },
  );
});
