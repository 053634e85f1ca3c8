import { isIP } from 'node:net';

/** An address as a socket, a URL or a proxy header writes it, without IPv6 brackets and zone (`[fe80::1%eth0]`). */
export function plainAddress(address: string): string {
  return address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
}

/**
 * The 16 bytes of an IPv6 address (brackets and zone allowed), `::` expanded and a dotted IPv4 tail folded in; null
 * when it is not one. The URL parser first writes the address in its one canonical form: lowercase hex groups, the
 * dotted tail as two groups, at most one `::`.
 */
export function ipv6Bytes(address: string): Uint8Array | null {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return null;
  const canonical = new URL(`http://[${plain}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length).fill('0');
  const bytes = new Uint8Array(16);
  [...headGroups, ...zeros, ...tailGroups].forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** The first four of `bytes` as a dotted IPv4 address. */
export function ipv4Text(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, 4)).join('.');
}

/** IPv6 groups (`2001:db8:1:2`) of `bytes`, two bytes a group, each without leading zeros. */
export function ipv6Groups(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let index = 0; index + 1 < bytes.length; index += 2)
    groups.push((((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0)).toString(16));
  return groups.join(':');
}
