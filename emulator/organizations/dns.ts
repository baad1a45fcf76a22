/**
 * Domain verification by a DNS TXT record (docs/organizations.md "Domains"), against a real DNS
 * server the emulator runs on loopback: a developer publishes the record on /emulator/dns (as they
 * would at their DNS host), and verification asks that server with Node's own resolver, over UDP,
 * exactly as it would ask any other. dns-packet reads and writes the wire format.
 */
import { createSocket, type Socket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import * as packet from 'dns-packet';
import type { EmulatorContext } from '../context';

/** The record a domain's owner publishes: `_portico-verification.<domain> TXT "portico-verification=<token>"`. */
export const TXT_PREFIX = '_portico-verification.';
export const txtName = (domain: string) => `${TXT_PREFIX}${domain}`;
export const txtValue = (token: string) => `portico-verification=${token}`;

interface Running {
  port: number;
  socket: Socket;
}
const servers = new WeakMap<EmulatorContext, Promise<Running>>();

type Ctx = Pick<EmulatorContext, 'db' | 'now'>;

export function dnsRecords(ctx: Ctx) {
  const q = {
    list: ctx.db.prepare<[], { name: string; value: string }>('SELECT name, value FROM emulated_dns_records ORDER BY name, value'),
    byName: ctx.db.prepare<[string], { value: string }>('SELECT value FROM emulated_dns_records WHERE name = ?'),
    add: ctx.db.prepare('INSERT OR IGNORE INTO emulated_dns_records (name, value, created_at) VALUES (?, ?, ?)'),
    remove: ctx.db.prepare('DELETE FROM emulated_dns_records WHERE name = ? AND value = ?'),
  };
  return {
    list: () => q.list.all(),
    txt: (name: string) => q.byName.all(name.toLowerCase().replace(/\.$/, '')).map((r) => r.value),
    add: (name: string, value: string) => void q.add.run(name.toLowerCase().replace(/\.$/, ''), value, ctx.now().getTime()),
    remove: (name: string, value: string) => void q.remove.run(name.toLowerCase().replace(/\.$/, ''), value),
  };
}

/** The emulated DNS server of this emulator, started on first need on a free loopback port. */
export function emulatedDns(ctx: EmulatorContext): Promise<Running> {
  let running = servers.get(ctx);
  if (!running) {
    running = new Promise<Running>((resolve, reject) => {
      const records = dnsRecords(ctx);
      const socket = createSocket('udp4');
      socket.on('message', (message, peer) => {
        let query: packet.Packet;
        try {
          query = packet.decode(message);
        } catch {
          return; // not DNS: nothing to answer
        }
        const question = query.questions?.[0];
        const answers = question && question.type === 'TXT' ? records.txt(question.name) : [];
        const reply = packet.encode({
          id: query.id,
          type: 'response',
          flags: packet.AUTHORITATIVE_ANSWER | (answers.length ? 0 : 3), // rcode 3: NXDOMAIN
          questions: query.questions ?? [],
          answers: answers.map((value) => ({ type: 'TXT', name: question!.name, ttl: 60, class: 'IN', data: value })),
        });
        socket.send(reply, peer.port, peer.address);
      });
      socket.once('error', reject);
      socket.bind(0, '127.0.0.1', () => resolve({ port: socket.address().port, socket }));
    });
    servers.set(ctx, running);
  }
  return running;
}

/** Stops this emulator's DNS server, if it started one. */
export async function closeEmulatedDns(ctx: EmulatorContext): Promise<void> {
  const running = servers.get(ctx);
  if (!running) return;
  servers.delete(ctx);
  const { socket } = await running.catch(() => ({ socket: null }));
  await new Promise<void>((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
}

/** The TXT strings published at `name`, asked of the emulated DNS server; [] when there are none. */
export async function lookupTxt(ctx: EmulatorContext, name: string): Promise<string[]> {
  const { port } = await emulatedDns(ctx);
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  resolver.setServers([`127.0.0.1:${port}`]);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
    throw error;
  }
}
