import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/platform/config.ts';

/** s3rver's built-in account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LoopbackS3 {
  /** What S3_* would hold to use this server. */
  config: S3Config;
  /** s3rver's directory. */
  directory: string;
  /** Where s3rver keeps an object's bytes on disk (to see that one exists without asking through S3). */
  hasObject(key: string): boolean;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 at a random port, over a temporary directory, with one
 * bucket. s3rver checks that a presigned URL has not expired but does not verify SigV4 signatures, so every
 * request first passes a SigV4 check written from AWS's published algorithm: a PUT whose Content-Type, size or
 * any other signed header differs from what was signed is refused with 403 SignatureDoesNotMatch, as S3 does.
 */
export async function startLoopbackS3(bucket = 'kru-test'): Promise<LoopbackS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = http.createServer((req, res) => {
    const refusal = signatureProblem(req);
    if (!refusal && answersMultipart(req, res, path.join(directory, bucket, '._S3rver_uploads'))) return;
    if (!refusal) return handle(req, res);
    req.resume();
    res.writeHead(403, { 'content-type': 'application/xml', connection: 'close' });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
        `<Message>${refusal}</Message></Error>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    directory,
    hasObject: (key) => fs.existsSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      (s3rver as unknown as { logger?: { close(): void } }).logger?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const xml = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};

/**
 * The two multipart calls s3rver 3 lacks, answered from the parts it keeps on disk (`<uploads>/<id>/<n>` and
 * `<n>.md5`), in S3's wire format: ListParts (GET ?uploadId=) and AbortMultipartUpload (DELETE ?uploadId=).
 * Resumable uploads to S3 (`@tus/s3-store`) use both. Answers whether it answered.
 */
function answersMultipart(req: http.IncomingMessage, res: http.ServerResponse, uploads: string): boolean {
  const url = new URL(req.url ?? '/', 'http://s3');
  const uploadId = url.searchParams.get('uploadId');
  if (!uploadId || (req.method !== 'GET' && req.method !== 'DELETE')) return false;
  const dir = path.join(uploads, path.basename(uploadId));
  req.resume();
  if (!fs.existsSync(dir)) {
    xml(
      res,
      404,
      `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`,
    );
    return true;
  }
  if (req.method === 'DELETE') {
    fs.rmSync(dir, { recursive: true, force: true });
    res.writeHead(204).end();
    return true;
  }
  const parts = fs
    .readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => {
      const md5 = fs.readFileSync(path.join(dir, `${n}.md5`), 'utf8');
      const { size, mtime } = fs.statSync(path.join(dir, String(n)));
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
    });
  xml(
    res,
    200,
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
  return true;
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value).digest();

/**
 * Why a request's AWS Signature Version 4 (presigned query or Authorization header) does not hold, or null when
 * it does (or the request is unsigned, which s3rver then treats as anonymous).
 */
function signatureProblem(req: http.IncomingMessage): string | null {
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split(/\?(.*)/s);
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [decodeURIComponent(name), decodeURIComponent(value)] as const;
    });
  const param = (name: string) => params.find(([n]) => n === name)?.[1];

  let credential: string | undefined;
  let signedHeaders: string | undefined;
  let provided: string | undefined;
  let amzDate: string | undefined;
  let payloadHash: string;
  if (param('X-Amz-Algorithm')) {
    credential = param('X-Amz-Credential');
    signedHeaders = param('X-Amz-SignedHeaders');
    provided = param('X-Amz-Signature');
    amzDate = param('X-Amz-Date');
    payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  } else if (req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
    const parts = Object.fromEntries(
      req.headers.authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split(/=(.*)/s) as [string, string]),
    );
    credential = parts.Credential;
    signedHeaders = parts.SignedHeaders;
    provided = parts.Signature;
    amzDate = String(req.headers['x-amz-date'] ?? '');
    payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  } else {
    return null;
  }
  if (!credential || !signedHeaders || !provided || !amzDate) return 'The signature is incomplete.';
  const [accessKeyId, ...scopeParts] = credential.split('/');
  if (accessKeyId !== ACCESS_KEY_ID) return 'Unknown access key.';
  const scope = scopeParts.join('/');
  const [day = '', region = '', service = ''] = scopeParts;

  const names = signedHeaders.split(';');
  if (!names.includes('host')) return 'The host header must be signed.';
  const canonicalHeaders = names.map((name) => {
    const value = req.headers[name];
    const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${joined.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalQuery = params
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, day), region), service), 'aws4_request');
  const expected = hmac(signingKey, stringToSign).toString('hex');
  const matches =
    expected.length === provided.length && timingSafeEqual(Buffer.from(expected), Buffer.from(provided));
  return matches ? null : 'The request signature we calculated does not match the signature you provided.';
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over real HTTP (the way a browser reaches the bucket), with exactly the headers given; the
 * Content-Length is always the body's real length unless a header sets it.
 */
export function request(
  method: string,
  url: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (body && lower['content-length'] === undefined) lower['content-length'] = String(body.length);
    const outgoing = http.request(url, { method, headers: lower }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
