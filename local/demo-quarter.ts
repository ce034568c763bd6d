/**
 * `npm start`'s demo quarter: a simulated quarter of the taquería sent through the API as a POS
 * would, then built by the pipeline, with a progress line at least every few seconds that says what
 * is happening ("demo: construyendo cubos del 28 de noviembre…"), so a long step never looks hung.
 */
import type { LocalPipeline } from './pipeline.ts';
import { TAQUERIA } from './simulator/concepts.ts';
import { simulate } from './simulator/run.ts';
import { createPosClientSender } from './simulator/sender.ts';

export const DEMO_DAYS = 90;
const DEMO_SEED = 7;
/** A progress line at most this often, and at least this often while a step lasts. */
const PROGRESS_EVERY_MS = 2_000;

const PHASES = {
  setup: 'enviando categorías, catálogo, proveedores y recetas',
  days: 'enviando los días cerrados',
  backoffice: 'enviando compras, nómina, gastos y conteos',
  live: 'enviando lo que va de hoy en vivo',
  done: 'esperando al pipeline',
} as const;

const dayName = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', timeZone: 'UTC' });
/** "2026-11-28" → "28 de noviembre". */
export function spanishDay(isoDate: string): string {
  return dayName.format(new Date(`${isoDate}T12:00:00Z`));
}

export interface DemoQuarter {
  /** startLocalStack's onAggregation: the days the aggregator is building now. */
  onAggregation(businessDates: string[]): void;
  load(
    url: string,
    demo: { branchId: string; apiKey: string },
    pipeline: LocalPipeline | null,
    stopping: () => boolean,
    /** After the days are built: today's forecast, as yesterday's close would have stored it. */
    afterBuild?: () => Promise<unknown>,
  ): Promise<void>;
}

export function createDemoQuarter(print: (line: string) => void = console.log): DemoQuarter {
  let status = '';
  let building: string | undefined;
  let daysSent = 0;
  let lastLine = '';
  let lastPrintedAt = 0;
  const started = Date.now();
  const line = () => {
    const buildingNow = building ? `; construyendo cubos del ${spanishDay(building)}` : '';
    return `demo: ${status}${buildingNow}… (${Math.round((Date.now() - started) / 1000)} s)`;
  };
  const tick = () => {
    const next = line();
    const changed = next.replace(/ \(\d+ s\)$/, '') !== lastLine.replace(/ \(\d+ s\)$/, '');
    if (!changed && Date.now() - lastPrintedAt < PROGRESS_EVERY_MS * 2) return;
    print(next);
    lastLine = next;
    lastPrintedAt = Date.now();
  };

  return {
    onAggregation(businessDates) {
      building = businessDates.filter(Boolean).sort().at(-1) ?? building;
    },
    async load(url, demo, pipeline, stopping, afterBuild) {
      print(`demo: cargando ${DEMO_DAYS} días simulados en la sucursal demo (la API ya responde)…`);
      status = PHASES.setup;
      const timer = setInterval(tick, PROGRESS_EVERY_MS);
      try {
        const result = await simulate({
          seed: DEMO_SEED,
          days: DEMO_DAYS,
          branches: [
            {
              branchId: demo.branchId,
              concept: TAQUERIA,
              index: 0,
              sender: createPosClientSender({ baseUrl: url, ...demo }),
            },
          ],
          onPhase: (_, phase) => {
            status = phase === 'days' ? `${PHASES.days}: 0/${DEMO_DAYS}` : PHASES[phase];
          },
          onDay: () => {
            daysSent++;
            status = `${PHASES.days}: ${daysSent}/${DEMO_DAYS}`;
          },
        });
        await pipeline?.drain({ timeoutMs: 10 * 60_000 });
        await afterBuild?.();
        building = undefined;
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        print(`demo: listo en ${seconds} s: ${result.requests} documentos enviados y sus días construidos.`);
        const first = result.branches[0];
        if (first) {
          print(
            `  curl -s -H 'X-API-Key: ${demo.apiKey}' '${url}/api/v1/intelligence/sales/summary?branch_identifier=${demo.branchId}&date_from=${first.from}&date_to=${first.to}'`,
          );
          print(`  Reference: ${url}/docs`);
        }
      } catch (error) {
        if (!stopping()) print(`demo: la carga se detuvo: ${(error as Error).message}`);
      } finally {
        clearInterval(timer);
      }
    },
  };
}
