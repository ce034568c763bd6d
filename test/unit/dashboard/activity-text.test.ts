/** Bitácora in plain Spanish, and its search without accents (web/dashboard/src/lib/activity-text.ts). */
import { describe, expect, it } from 'vitest';
import { activitySentence, matchesSearch } from '../../../web/dashboard/src/lib/activity-text.ts';
import { formatMoney } from '../../../web/dashboard/src/lib/format.ts';

describe('an activity entry, said plainly', () => {
  it('says who cancelled what, of which ticket', () => {
    const detail = { item: 'Tacos al pastor', amount_cents: 8_500, ticket_id: '4', reason: 'error' };
    expect(activitySentence('ticket.line_cancelled', 'Óscar', detail)).toBe(
      `Óscar canceló Tacos al pastor (${formatMoney(detail.amount_cents)}) del ticket 4 (motivo: error)`,
    );
  });

  it('leaves out what the POS did not send, and keeps unknown events for the page', () => {
    expect(activitySentence('cash_register.opened', null, {})).toBe('Alguien abrió la caja');
    expect(activitySentence('something.new', 'Ana', {})).toBeNull();
  });
});

describe('the search', () => {
  it('ignores accents and case, every word must be there', () => {
    expect(matchesSearch('Óscar canceló Tacos', 'oscar cancelo')).toBe(true);
    expect(matchesSearch('Óscar canceló Tacos', 'OSCAR tortas')).toBe(false);
    expect(matchesSearch('María', '')).toBe(true);
  });
});
