/** Local stand-ins for the services' upstreams: a DNS server on loopback UDP and a recording HTTP server. */
import { createSocket } from 'node:dgram';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createConfigReader } from '../src/config-reader.ts';
import { readServicesConfig, type ServicesConfig } from '../src/services/config.ts';

/** What the DNS stand-in knows of one name. Names it does not know are NXDOMAIN. */
export interface DnsRecords {
  /** `[preference, exchange]`; an empty exchange is the null MX (`.`). */
  mx?: Array<[number, string]>;
  a?: string[];
  aaaa?: string[];
  /** Answer this response code instead of records (2 SERVFAIL, 5 REFUSED). */
  rcode?: number;
  /** Never answer. */
  silent?: boolean;
}

export interface DnsStandIn {
  /** `127.0.0.1:port`, for `DNS_SERVERS`. */
  readonly server: string;
  /** Questions received, as `name TYPE` (`mail.test MX`). */
  readonly queries: string[];
  close(): Promise<void>;
}

const types: Record<number, 'A' | 'MX' | 'AAAA'> = { 1: 'A', 15: 'MX', 28: 'AAAA' };

function encodeName(name: string): Buffer {
  const labels = name === '' ? [] : name.split('.');
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => {
    bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  });
  return bytes;
}

function record(type: number, rdata: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4); // IN
  fixed.writeUInt32BE(300, 6);
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

/** Starts an authoritative-looking DNS server on 127.0.0.1 (UDP, a free port) answering from `zone`. */
export async function startDnsStandIn(zone: Record<string, DnsRecords>): Promise<DnsStandIn> {
  const socket = createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    let offset = 12;
    const labels: string[] = [];
    while (offset < message.length && message[offset] !== 0) {
      const length = message[offset] as number;
      labels.push(message.subarray(offset + 1, offset + 1 + length).toString('latin1'));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    if (questionEnd > message.length) return;
    const qtype = message.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    queries.push(`${name} ${types[qtype] ?? qtype}`);
    const records = zone[name];
    if (records?.silent) return;
    let rcode = records === undefined ? 3 : (records.rcode ?? 0);
    const answers: Buffer[] = [];
    if (records !== undefined && rcode === 0) {
      if (qtype === 15) {
        for (const [preference, exchange] of records.mx ?? []) {
          const preferenceBytes = Buffer.alloc(2);
          preferenceBytes.writeUInt16BE(preference);
          answers.push(record(15, Buffer.concat([preferenceBytes, encodeName(exchange)])));
        }
      } else if (qtype === 1) {
        for (const address of records.a ?? []) answers.push(record(1, Buffer.from(address.split('.').map(Number))));
      } else if (qtype === 28) {
        for (const address of records.aaaa ?? []) answers.push(record(28, ipv6Bytes(address)));
      } else {
        rcode = 4; // NOTIMP
      }
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    const queryFlags = message.readUInt16BE(2);
    // QR, the query's opcode and RD, AA, RA, the response code.
    header.writeUInt16BE(0x8000 | (queryFlags & 0x7900) | 0x0400 | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, message.subarray(12, questionEnd), ...answers]), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** One request the HTTP stand-in received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type StandInHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface HttpStandIn {
  /** `http://127.0.0.1:port`. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Replaces the answer of the next requests. */
  handle(handler: StandInHandler): void;
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1 that records every request and answers with the current handler. */
export async function startHttpStandIn(initial: StandInHandler): Promise<HttpStandIn> {
  const requests: RecordedRequest[] = [];
  let handler = initial;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status and optional headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): StandInHandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

/**
 * The services section as the environment would give it, checked by the real reader (the section alone: a trusted
 * proxy makes the whole configuration production's, decision 041).
 */
export function servicesConfig(env: Record<string, string>): ServicesConfig {
  const problems: string[] = [];
  const services = readServicesConfig(createConfigReader(env, problems));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return services;
}
