import { describe, expect, it } from 'vitest';
import { ipWhitelistCreate, normalizeAddressRange, parseAddressRange } from './ip-whitelists.js';

describe('an IP whitelist entry', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7/32', '203.0.113.7'],
    [' 10.1.2.3/8 ', '10.0.0.0/8'],
    ['192.168.1.130/25', '192.168.1.128/25'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['2001:db8:abcd:12:ffff::/48', '2001:db8:abcd::/48'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
  ])('%s is kept as %s', (given, kept) => {
    expect(normalizeAddressRange(given)).toBe(kept);
    expect(ipWhitelistCreate.parse({ address: given }).address).toBe(kept);
  });

  it.each([
    '',
    'localhost',
    '10.0.0',
    '10.0.0.256',
    '010.0.0.1x',
    '0x7f.0.0.1',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/8/8',
    '2001:db8::/129',
    'fe80::1%eth0',
    '::ffff:10.0.0.0/64',
    '1.2.3.4/ 8',
  ])('%j is refused with a message on the field', (given) => {
    expect(parseAddressRange(given)).toBeNull();
    const result = ipWhitelistCreate.safeParse({ address: given });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['address']);
  });
});
