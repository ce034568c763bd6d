import { describe, expect, it } from 'vitest';
import {
  DEPLOYED_SANDBOX_POLICY,
  outboundPolicy,
  PRODUCTION_POLICY,
  refusedAddress,
  refusedUrl,
  SANDBOX_POLICY,
} from '#shared/domain/webhooks/address-policy.ts';

describe('webhook address policy', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows the public address %s', (address) => {
    expect(refusedAddress(address, PRODUCTION_POLICY)).toBeNull();
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
  ])('refuses %s in production (%s)', (address, range) => {
    expect(refusedAddress(address, PRODUCTION_POLICY)).toContain(range);
  });

  it.each([
    '::a00:1',
    '::10.0.0.1',
    '::7f00:1',
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::808:808',
    '::8.8.8.8',
    '::2',
  ])('refuses the IPv4-compatible %s (::/96), in every policy', (address) => {
    for (const policy of [PRODUCTION_POLICY, SANDBOX_POLICY]) {
      expect(refusedAddress(address, policy)).toContain('ipv4Compatible');
    }
    expect(refusedUrl(new URL(`https://[${address}]/hook`), PRODUCTION_POLICY)).toContain('ipv4Compatible');
  });

  it('keeps :: unspecified and ::1 loopback, next to ::/96', () => {
    expect(refusedAddress('::', SANDBOX_POLICY)).toContain('unspecified');
    expect(refusedAddress('::1', SANDBOX_POLICY)).toBeNull();
    expect(refusedAddress('::1', PRODUCTION_POLICY)).toContain('loopback');
  });

  it('sandbox also allows loopback, and nothing else private', () => {
    expect(refusedAddress('127.0.0.1', SANDBOX_POLICY)).toBeNull();
    expect(refusedAddress('::1', SANDBOX_POLICY)).toBeNull();
    expect(refusedAddress('10.0.0.1', SANDBOX_POLICY)).toContain('private');
    expect(refusedAddress('169.254.169.254', SANDBOX_POLICY)).toContain('linkLocal');
  });

  it('production requires https; sandbox accepts http too; credentials in a url are refused', () => {
    expect(refusedUrl(new URL('http://example.com/hook'), PRODUCTION_POLICY)).toBe('must use https');
    expect(refusedUrl(new URL('https://example.com/hook'), PRODUCTION_POLICY)).toBeNull();
    expect(refusedUrl(new URL('http://example.com/hook'), SANDBOX_POLICY)).toBeNull();
    expect(refusedUrl(new URL('ftp://example.com/hook'), SANDBOX_POLICY)).toBe('must use http or https');
    expect(refusedUrl(new URL('https://user:pass@example.com/'), PRODUCTION_POLICY)).toContain('credentials');
    expect(refusedUrl(new URL('https://[::1]/hook'), PRODUCTION_POLICY)).toContain('loopback');
    expect(refusedUrl(new URL('https://10.1.2.3/hook'), PRODUCTION_POLICY)).toContain('private');
  });

  it('chooses by stage and runtime: loopback only on the local stack (in Lambda it is the function itself)', () => {
    expect(outboundPolicy('production', 'aws')).toEqual(PRODUCTION_POLICY);
    expect(outboundPolicy('production', 'local')).toEqual(PRODUCTION_POLICY);
    expect(outboundPolicy('sandbox', 'local')).toEqual(SANDBOX_POLICY);
    expect(outboundPolicy('sandbox', 'aws')).toEqual(DEPLOYED_SANDBOX_POLICY);
    expect(refusedAddress('127.0.0.1', DEPLOYED_SANDBOX_POLICY)).toContain('loopback');
    expect(refusedUrl(new URL('http://example.com/'), DEPLOYED_SANDBOX_POLICY)).toBeNull();
  });
});
