import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A P-256 key and a self-signed certificate for 127.0.0.1, valid a day, written into `dir` by openssl: for an
 * HTTPS server on this machine (a stand-in push service) that a process trusts through NODE_EXTRA_CA_CERTS.
 */
export function selfSignedCertificate(dir: string): { keyPath: string; certificatePath: string } {
  const [keyPath, certificatePath] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', keyPath, '-out', certificatePath, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { keyPath, certificatePath };
}
