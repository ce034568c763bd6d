/**
 * The dashboard's weight (web/tooling/dashboard-first-load.ts, from a fresh Vite build): the JS loaded before
 * Hoy's first figure stays within 100 KB gzip, and Observable Plot is not part of it: it comes only
 * with the pages that chart, on their first visit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DashboardChunks,
  FIRST_LOAD_BUDGET_BYTES,
  measureDashboardChunks,
} from '#web/tooling/dashboard-first-load.ts';

let chunks: DashboardChunks;
beforeAll(async () => {
  chunks = await measureDashboardChunks();
}, 300_000);

const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + chunks.gzipBytes.get(file)!, 0);

describe('the dashboard bundle', () => {
  it('loads at most 100 KB of gzipped JS before the first page (Hoy)', () => {
    const bytes = sum(chunks.firstLoad);
    expect(bytes, `${chunks.firstLoad.join(', ')}: ${bytes} bytes`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_BYTES,
    );
  });

  it('gives every page its own chunk, loaded on its first visit', () => {
    expect([...chunks.pages.keys()].sort()).toEqual(
      [
        'alertas',
        'asistente',
        'bitacora',
        'caja',
        'captura',
        'compras',
        'costos',
        'desarrolladores',
        'hoy',
        'manana',
        'menu',
        'ventas',
      ].map((page) => `src/pages/${page}.tsx`),
    );
  });

  it('leaves the charting library to the pages that chart', () => {
    // The chunks every charting page imports and no other page does: Observable Plot and its d3.
    const charting = ['ventas', 'menu', 'costos'].map((page) => chunks.pages.get(`src/pages/${page}.tsx`)!);
    const others = [...chunks.pages.entries()]
      .filter(([page]) => !/(ventas|menu|costos)[.]tsx$/.test(page))
      .flatMap(([, files]) => files);
    const library = charting[0]!.filter(
      (file) => charting.every((files) => files.includes(file)) && !others.includes(file),
    );
    expect(library.length).toBeGreaterThan(0);
    // It is the weight the first load no longer carries: more than the whole first load itself.
    expect(sum(library)).toBeGreaterThan(sum(chunks.firstLoad));
    expect(chunks.firstLoad.filter((file) => library.includes(file))).toEqual([]);
  });
});
