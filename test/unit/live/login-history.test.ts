import { describe, expect, it } from 'vitest';
import { newLoginFacts } from '#shared/domain/live/anomalies.ts';
import { historyBefore } from '#shared/use-cases/live/activity-effects.ts';

// The login profile is read while the login's own transaction commits, so the read may or may not
// include that login; the history before it must come out the same either way.
describe('login history before a login (read before or after its commit)', () => {
  const earlier = {
    devices: ['Caja 1'],
    ips: ['10.0.0.1'],
    introduced_by: { 'device:Caja 1': 'E1', 'ip:10.0.0.1': 'E1' },
    first_login_event: 'E1',
  };

  it('a login from a new device: the same facts from a read before and after the commit', () => {
    const afterCommit = {
      devices: ['Caja 1', 'Tablet 7'],
      ips: ['10.0.0.1'],
      introduced_by: { 'device:Caja 1': 'E1', 'device:Tablet 7': 'E2', 'ip:10.0.0.1': 'E1' },
      first_login_event: 'E1',
    };
    const login = { device: 'Tablet 7', ip: '10.0.0.1' };
    expect(historyBefore(earlier, 'E2')).toEqual({ devices: ['Caja 1'], ips: ['10.0.0.1'] });
    expect(historyBefore(afterCommit, 'E2')).toEqual({ devices: ['Caja 1'], ips: ['10.0.0.1'] });
    expect(newLoginFacts(historyBefore(afterCommit, 'E2'), login)).toEqual({ device: 'Tablet 7', ip: null });
  });

  it('a known device read after a later commit by another login is still known', () => {
    // E3 logs in from Caja 1 (introduced by E1); E2 committed meanwhile with a new ip.
    const profile = {
      devices: ['Caja 1'],
      ips: ['10.0.0.1', '10.0.0.9'],
      introduced_by: { 'device:Caja 1': 'E1', 'ip:10.0.0.1': 'E1', 'ip:10.0.0.9': 'E2' },
      first_login_event: 'E1',
    };
    expect(newLoginFacts(historyBefore(profile, 'E3'), { device: 'Caja 1', ip: '10.0.0.1' })).toBeNull();
  });

  it('the very first login has no history, read before (no profile) or after its commit', () => {
    expect(historyBefore(null, 'E1')).toBeNull();
    expect(historyBefore(earlier, 'E1')).toBeNull();
    expect(newLoginFacts(historyBefore(earlier, 'E1'), { device: 'Caja 1', ip: '10.0.0.1' })).toBeNull();
  });
});
