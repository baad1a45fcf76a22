/**
 * Who the client is, behind load balancers: X-Forwarded-For is believed only as far as it was
 * written by trusted proxies (addresses or CIDR ranges, node:net BlockList), read from the right.
 * Without trusted proxies the socket's address is the client.
 */
import { BlockList, isIP } from 'node:net';

const bare = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

export function clientAddressResolver(trusted: string[]) {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`trustedProxies: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string => {
    let client = bare(socketAddress ?? '');
    if (!trusted.length || !forwardedFor) return client;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((s) => bare(s.trim())).filter(Boolean);
    while (isTrusted(client) && hops.length) client = hops.pop()!;
    return client;
  };
}
