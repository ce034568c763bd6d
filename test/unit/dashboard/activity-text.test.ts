/** Bitácora in plain Spanish, and its search without accents (web/dashboard/src/lib/activity-text.ts). */
import { describe, expect, it } from 'vitest';
import {
  activitySentence,
  detailWords,
  matchesSearch,
} from '../../../web/dashboard/src/lib/activity-text.ts';
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

describe('the service’s own entries and every detail member', () => {
  it('says a capture and a deletion with what was captured', () => {
    const detail = { resource: 'expenses', id: 'x', record: { amount_cents: 9_500, category: 'rent' } };
    expect(activitySentence('backoffice.record_created', 'Ana', detail)).toBe(
      `Ana capturó un gasto de ${formatMoney(9_500)}`,
    );
    expect(activitySentence('backoffice.record_deleted', 'Ana', { resource: 'purchases', record: {} })).toBe(
      'Ana eliminó una compra',
    );
  });

  it('has a sentence for every audit event the service writes', () => {
    for (const event of [
      'backoffice.record_created',
      'backoffice.record_deleted',
      'api_key.rotated',
      'api_key.revoked',
      'oauth_client.created',
      'oauth_client.revoked',
      'branch.created',
      'branch.plan_changed',
      'member.added',
      'settings.updated',
      'webhook.registered',
      'webhook.deleted',
      'webhook.tested',
      'webhook.redelivered',
    ]) {
      expect(activitySentence(event, 'Ana', {}), event).toMatch(/^Ana \S/);
    }
  });

  it('names each detail member in Spanish, cents as money', () => {
    expect(detailWords({ amount_cents: 9_500, reason: 'error', record: { a: 1 } })).toBe(
      `importe: ${formatMoney(9_500)} · motivo: error`,
    );
  });
});
