import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '#shared/domain/limits.ts';
import {
  ACTIVITY_EVENTS,
  activityAttributes,
  assertActivityWindow,
} from '#shared/domain/schemas/activity.ts';
import { BRANCH, caught, expectRejection, ingest, long } from './support.ts';

const event = {
  branch_identifier: BRANCH,
  occurred_at: '2026-03-01T20:15:00-06:00',
  actor_name: 'Luis',
  actor_role: 'waiter',
  source: 'pos',
  event: 'ticket.line_cancelled',
  ref_type: 'ticket',
  ref_id: 'T-1042',
  detail: {
    item: 'Tacos al pastor',
    reason: 'Error',
    amount_cents: 4500,
    ticket_id: 'T-1042',
    authorized_by: 'Ana',
  },
};
const parse = (attributes: unknown) => ingest('activity', activityAttributes, attributes);
const withDetail = (kind: string, detail: Record<string, unknown>) => ({ ...event, event: kind, detail });

/** A valid detail for every event kind, with every documented member. */
const DETAILS: Record<(typeof ACTIVITY_EVENTS)[number], Record<string, unknown>> = {
  'ticket.line_cancelled': event.detail,
  'ticket.voided': {
    ticket_total_cents: 35000,
    items_count: 4,
    reason: 'Cliente se fue',
    authorized_by: 'Ana',
  },
  'ticket.discount_applied': {
    discount_pct: 12.5,
    discount_cents: 4375,
    ticket_id: 'T-9',
    discount_type: 'courtesy',
  },
  'ticket.price_overridden': { item: 'Mezcal', original_cents: 12000, new_cents: 9000, ticket_id: 'T-9' },
  'cash_register.opened': { opening_balance_cents: 200000, shift: 'morning' },
  'cash_register.closed': {
    expected_cents: 500000,
    counted_cents: 498000,
    variance_cents: -2000,
    type: 'zout',
  },
  'user.login': { ip: '10.0.0.12', device: 'TPV-01' },
  'user.login_failed': { ip: '10.0.0.12', attempted_user: 'admin' },
  'manager.override': { action: 'cancel_line', for_user: 'Luis', ref: 'T-1042' },
};

describe('activity attributes', () => {
  it.each(ACTIVITY_EVENTS)('parses a %s event with its detail and keeps unknown members', (kind) => {
    const input = { ...withDetail(kind, { ...DETAILS[kind], terminal: 3 }), session: 'abc' };
    expect(parse(input).attributes).toEqual(input);
  });

  it('narrows detail by event kind', () => {
    const { attributes } = parse(withDetail('cash_register.opened', DETAILS['cash_register.opened']));
    if (attributes.event !== 'cash_register.opened') throw new Error('wrong variant');
    expect(attributes.detail.shift).toBe('morning');
  });

  it('accepts only the required members; detail defaults to {}, ref_* may be null', () => {
    const minimal = { branch_identifier: BRANCH, occurred_at: event.occurred_at, event: 'user.login' };
    expect(parse(minimal).attributes).toEqual({ ...minimal, detail: {} });
    expect(parse({ ...minimal, ref_type: null, ref_id: null }).attributes).toMatchObject({
      ref_type: null,
      ref_id: null,
    });
  });

  it.each(['branch_identifier', 'occurred_at', 'event'])('requires %s', (member) => {
    const input: Record<string, unknown> = { ...event };
    delete input[member];
    const error = expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
    expect(error.message).toBe(`data.attributes.${member} is required.`);
  });

  it('rejects an unknown event kind naming the allowed kinds', () => {
    const error = expectRejection(
      () => parse({ ...event, event: 'ticket.reopened' }),
      'SVC_ERR_422',
      'data.attributes.event',
      'ticket.reopened',
    );
    expect(error.message).toContain('must be one of: ticket.line_cancelled, ticket.voided');
  });

  it.each([
    ['cash_register.opened', 'shift', 'dawn', 'must be one of: morning, afternoon, night'],
    ['cash_register.closed', 'type', 'daily', 'must be one of: xout, zout'],
    ['ticket.discount_applied', 'discount_type', 'bogo', 'must be one of: percentage, fixed, courtesy'],
    ['ticket.discount_applied', 'discount_pct', 150, 'must be at most 100'],
    ['ticket.voided', 'items_count', -1, 'must be at least 0'],
    // Negative money only where a shortage is meant (variance_cents): nowhere else.
    ['cash_register.closed', 'expected_cents', -100, 'must not be negative'],
    ['cash_register.opened', 'opening_balance_cents', -100, 'must not be negative'],
    ['ticket.line_cancelled', 'amount_cents', -100, 'must not be negative'],
    ['user.login', 'ip', 12, 'must be a string'],
    ['manager.override', 'action', long(MAX_NAME_LENGTH + 1), 'characters long'],
  ])('%s: rejects detail.%s = %j', (kind, member, value, rule) => {
    const error = expectRejection(
      () => parse(withDetail(kind, { ...DETAILS[kind as keyof typeof DETAILS], [member]: value })),
      'SVC_ERR_422',
      `data.attributes.detail.${member}`,
      typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value,
    );
    expect(error.message).toContain(rule);
  });

  it.each([
    ['cash_register.closed', 'variance_cents', -20.5],
    ['ticket.price_overridden', 'new_cents', '90.00'],
    ['ticket.voided', 'ticket_total_cents', null],
    ['user.login', 'unknown_cents', 1.5],
  ])('%s: rejects detail.%s = %j with 422_CENTS', (kind, member, value) => {
    expectRejection(
      () => parse(withDetail(kind, { [member]: value })),
      'SVC_ERR_422_CENTS',
      `data.attributes.detail.${member}`,
      value,
    );
  });

  it('checks cents nested inside detail', () => {
    expectRejection(
      () => parse(withDetail('ticket.voided', { lines: [{ amount_cents: 1 }, { amount_cents: 2.5 }] })),
      'SVC_ERR_422_CENTS',
      'data.attributes.detail.lines[1].amount_cents',
      2.5,
    );
  });

  it('rejects a detail that is not an object', () => {
    expectRejection(() => parse({ ...event, detail: 'x' }), 'SVC_ERR_422', 'data.attributes.detail', 'x');
  });

  it('rejects a non-UUID branch, an occurred_at without offset and a numeric ref_id', () => {
    expectRejection(
      () => parse({ ...event, branch_identifier: 'b1' }),
      'SVC_ERR_422',
      'data.attributes.branch_identifier',
      'b1',
    );
    expectRejection(
      () => parse({ ...event, occurred_at: '2026-03-01T20:15:00' }),
      'SVC_ERR_422',
      'data.attributes.occurred_at',
      '2026-03-01T20:15:00',
    );
    expectRejection(() => parse({ ...event, ref_id: 1042 }), 'SVC_ERR_422', 'data.attributes.ref_id', 1042);
  });
});

describe('assertActivityWindow', () => {
  const now = new Date('2026-03-02T02:15:00Z'); // 2026-03-01T20:15:00-06:00
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it.each([
    ['now', 0],
    ['exactly 10 minutes ago', -600_000],
    ['exactly 2 minutes ahead', 120_000],
  ])('accepts %s', (_label, offset) => {
    expect(() => assertActivityWindow(at(offset), now)).not.toThrow();
  });

  it('compares instants, whatever the offset', () => {
    expect(() => assertActivityWindow('2026-03-01T20:10:00-06:00', now)).not.toThrow();
  });

  it('rejects an event more than 10 minutes old as retroactive', () => {
    const value = at(-600_001);
    const error = expectRejection(
      () => assertActivityWindow(value, now),
      'SVC_ERR_422',
      'data.attributes.occurred_at',
      value,
    );
    expect(error.message).toContain('never retroactively');
  });

  it('rejects an event more than 2 minutes in the future', () => {
    const value = '2026-03-01T20:17:01-06:00';
    const error = expectRejection(
      () => assertActivityWindow(value, now),
      'SVC_ERR_422',
      'data.attributes.occurred_at',
      value,
    );
    expect(error.message).toContain('in the future');
  });

  it('rejects an unparseable timestamp', () => {
    expect(caught(() => assertActivityWindow('yesterday', now)).code).toBe('SVC_ERR_422');
  });
});
