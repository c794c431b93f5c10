import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { reloadTlsOnRenewal } from './tls-reload.ts';

const TLS_DIR = path.resolve(import.meta.dirname, '../../../test/tls');
const original = { cert: path.join(TLS_DIR, 'localhost.crt'), key: path.join(TLS_DIR, 'localhost.key') };
const renewed = { cert: path.join(TLS_DIR, 'renewed.crt'), key: path.join(TLS_DIR, 'renewed.key') };

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A TLS server on the pair copied into a folder of its own, reloading from there; its log lines kept. */
async function serve(options: { pollMs?: number; settleMs?: number } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-tls-reload-'));
  const certFile = path.join(dir, 'fullchain.pem');
  const keyFile = path.join(dir, 'privkey.pem');
  fs.copyFileSync(original.cert, certFile);
  fs.copyFileSync(original.key, keyFile);
  const config = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }).tls!;
  const server = tls.createServer({ cert: config.cert, key: config.key }, (socket) => socket.end('hello'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const lines: string[] = [];
  const stopReloading = reloadTlsOnRenewal(
    server,
    config,
    { info: (line) => lines.push(`info ${line}`), error: (line) => lines.push(`error ${line}`) },
    options,
  );
  stops.push(() => {
    stopReloading();
    server.close();
  });
  const port = (server.address() as AddressInfo).port;
  const renew = (pair: { cert: string; key: string }) => {
    fs.copyFileSync(pair.cert, certFile);
    fs.copyFileSync(pair.key, keyFile);
  };
  return { port, lines, renew };
}

/** The SHA-256 fingerprint of the certificate a new connection is given. */
function servedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate().fingerprint256);
      socket.end();
    });
    socket.on('error', reject);
  });
}

const fingerprintOf = (file: string) => new X509Certificate(fs.readFileSync(file)).fingerprint256;

describe('reloadTlsOnRenewal', () => {
  it('serves the renewed pair to new connections once both files have changed on disk', async () => {
    const { port, lines, renew } = await serve({ pollMs: 20, settleMs: 50 });
    expect(await servedFingerprint(port)).toBe(fingerprintOf(original.cert));
    renew(renewed);
    await expect.poll(() => servedFingerprint(port), { timeout: 5_000 }).toBe(fingerprintOf(renewed.cert));
    expect(lines).toEqual([
      'info TLS certificate reloaded (file changed): CN=localhost, valid until 2126-11-05',
    ]);
  });

  it('keeps the certificate in use when the files do not make a pair, and says why', async () => {
    const { port, lines, renew } = await serve({ pollMs: 20, settleMs: 50 });
    // A renewal caught half-way for good: the new certificate with the old key.
    renew({ cert: renewed.cert, key: original.key });
    await expect.poll(() => lines.length, { timeout: 5_000 }).toBe(1);
    expect(lines[0]).toMatch(
      /^error TLS certificate not reloaded \(file changed\): TLS_CERT_FILE and TLS_KEY_FILE do not make a usable pair: .+; the one in use stays$/,
    );
    expect(await servedFingerprint(port)).toBe(fingerprintOf(original.cert));
  });

  it('reloads on SIGHUP, and leaves the signal alone once stopped', async () => {
    const before = process.listenerCount('SIGHUP');
    // Polling that would not notice within the test: the signal alone reloads.
    const { port, lines, renew } = await serve({ pollMs: 60_000 });
    expect(process.listenerCount('SIGHUP')).toBe(before + 1);
    renew(renewed);
    process.emit('SIGHUP', 'SIGHUP');
    expect(await servedFingerprint(port)).toBe(fingerprintOf(renewed.cert));
    expect(lines).toEqual(['info TLS certificate reloaded (SIGHUP): CN=localhost, valid until 2126-11-05']);
    // A second signal with nothing new writes nothing.
    process.emit('SIGHUP', 'SIGHUP');
    expect(lines).toHaveLength(1);
    for (const stop of stops.splice(0)) stop();
    expect(process.listenerCount('SIGHUP')).toBe(before);
  });
});
