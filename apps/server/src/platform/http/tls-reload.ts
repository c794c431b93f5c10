import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import type { Server as TlsServer } from 'node:tls';
import { readTlsPair, type TlsConfig } from '../config.ts';

export interface TlsReloadLog {
  info(line: string): void;
  error(line: string): void;
}

export interface TlsReloadOptions {
  /** How often the two files are looked at (their modification time and inode). */
  pollMs?: number;
  /** How long after a change to wait for the other file of the pair (a renewal writes both, one after the other). */
  settleMs?: number;
}

/** `CN=localhost, valid until 2126-11-05`: what an operator checks after a renewal. */
export function describeCertificate(cert: Buffer): string {
  const x509 = new X509Certificate(cert);
  return `${x509.subject.replaceAll('\n', ', ')}, valid until ${new Date(x509.validTo).toISOString().slice(0, 10)}`;
}

/**
 * A renewed certificate is served without a restart (certificates from an ACME client last 90 days): on SIGHUP,
 * as nginx does, and when TLS_CERT_FILE or TLS_KEY_FILE changes on disk. The pair is read and checked first; one
 * that cannot be read or does not make a pair is logged and the certificate in use stays. Connections already
 * open keep theirs; new ones get the new one. Returns what stops watching.
 */
export function reloadTlsOnRenewal(
  server: TlsServer,
  tls: TlsConfig,
  log: TlsReloadLog,
  { pollMs = 60_000, settleMs = 2_000 }: TlsReloadOptions = {},
): () => void {
  let inUse = { cert: tls.cert, key: tls.key };
  let settling: NodeJS.Timeout | undefined;

  const reload = (why: string) => {
    let pair: { cert: Buffer; key: Buffer };
    try {
      pair = readTlsPair(tls.certFile, tls.keyFile);
    } catch (error) {
      log.error(`TLS certificate not reloaded (${why}): ${(error as Error).message}; the one in use stays`);
      return;
    }
    if (pair.cert.equals(inUse.cert) && pair.key.equals(inUse.key)) return;
    server.setSecureContext(pair);
    inUse = pair;
    log.info(`TLS certificate reloaded (${why}): ${describeCertificate(pair.cert)}`);
  };

  const onSignal = () => reload('SIGHUP');
  const onFileChange = (now: fs.Stats, before: fs.Stats) => {
    if (now.mtimeMs === before.mtimeMs && now.ino === before.ino) return;
    clearTimeout(settling);
    settling = setTimeout(() => reload('file changed'), settleMs);
    settling.unref();
  };
  process.on('SIGHUP', onSignal);
  // Polled (stat follows symbolic links, which ACME clients swap), not watched: a watch sees the link, not the file.
  for (const file of [tls.certFile, tls.keyFile]) {
    fs.watchFile(file, { interval: pollMs, persistent: false }, onFileChange);
  }
  return () => {
    process.off('SIGHUP', onSignal);
    clearTimeout(settling);
    for (const file of [tls.certFile, tls.keyFile]) fs.unwatchFile(file, onFileChange);
  };
}
