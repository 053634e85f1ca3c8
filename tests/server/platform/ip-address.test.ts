import { describe, expect, it } from 'vitest';
import { ipv4Text, ipv6Bytes, ipv6Groups, plainAddress } from '@/server/platform/ip-address';

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

describe('ipv6Bytes', () => {
  it.each([
    ['::', '00000000000000000000000000000000'],
    ['::1', '00000000000000000000000000000001'],
    ['1::', '00010000000000000000000000000000'],
    ['2001:db8::1', '20010db8000000000000000000000001'],
    ['2001:0DB8:0001:0002:FFFF:0001:0002:0003', '20010db800010002ffff000100020003'],
    ['2001:db8:1:2:3:4:5:6', '20010db8000100020003000400050006'],
    ['fe80::1:2', 'fe800000000000000000000000010002'],
    ['::ffff:192.0.2.1', '00000000000000000000ffffc0000201'],
    ['::ffff:c000:201', '00000000000000000000ffffc0000201'],
    ['64:ff9b::8.8.8.8', '0064ff9b000000000000000008080808'],
    ['1:2:3:4:5:6:1.2.3.4', '00010002000300040005000601020304'],
    ['[2001:db8::1]', '20010db8000000000000000000000001'],
    ['fe80::1%eth0', 'fe800000000000000000000000000001'],
    [' [fe80::1%25eth0] ', 'fe800000000000000000000000000001'],
  ])('expands %s', (address, bytes) => {
    expect(hex(ipv6Bytes(address))).toBe(bytes);
  });

  it.each(['1.2.3.4', '', 'localhost', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', '::g', ':::'])('is null for %j', (address) => {
    expect(ipv6Bytes(address)).toBeNull();
  });
});

describe('the text forms', () => {
  it('writes bytes back as IPv4 and as IPv6 groups without leading zeros', () => {
    expect(ipv4Text(Uint8Array.from([192, 0, 2, 1]))).toBe('192.0.2.1');
    expect(ipv6Groups(Uint8Array.from([0x20, 0x01, 0x0d, 0xb8, 0, 1, 0, 0]))).toBe('2001:db8:1:0');
  });

  it('takes brackets, zone and spaces off an address', () => {
    expect(plainAddress(' [fe80::1%eth0] ')).toBe('fe80::1');
    expect(plainAddress('192.0.2.1')).toBe('192.0.2.1');
  });
});
