/**
 * An alert raised again under one title grouped with its repeats: a ratio judged on each day of a
 * rolling window raises the same alert day after day. One grouping for the assistant ("Costo de
 * alimentos alto (7 días) (5 veces)") and Alertas (the repeats folded under the newest). Pure.
 */

/**
 * The alerts by type and title (the message for a live alert without one), each group in the
 * order given, the groups in the order first met (the API's, newest first).
 */
export function alertsByTitle<T extends { type: string; title?: string; message: string }>(
  alerts: readonly T[],
): T[][] {
  const groups = new Map<string, T[]>();
  for (const alert of alerts) {
    const key = `${alert.type}|${alert.title ?? alert.message}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [alert]);
    else group.push(alert);
  }
  return [...groups.values()];
}
