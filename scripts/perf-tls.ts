import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A key and certificate for TLS on 127.0.0.1. */
export interface Tls {
  key: Buffer;
  cert: Buffer;
}

/**
 * A key and a self-signed certificate for 127.0.0.1, made with Debian's openssl for one run
 * (`npm run perf -- --http2 | --https`, and the HTTP/2 front's test) and kept in memory only.
 */
export function throwawayTls(): Tls {
  const dir = mkdtempSync(path.join(tmpdir(), 'perf-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
