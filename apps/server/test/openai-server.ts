import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAiConfig } from '../src/platform/config.ts';

/** One `POST /v1/chat/completions` as the stand-in received it. */
export interface RecordedCompletion {
  path: string;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the request body is open JSON, asserted by the tests
  body: Record<string, any>;
}

/**
 * What the next call gets: an answer, an OpenAI error with its status, a body without choices, or no answer. A
 * streamed call (`stream: true`) gets the answer's `pieces` as chunks: all of them then `[DONE]`; with `cutAfter`,
 * that many and then a dropped connection; with `holdAfter`, that many and then nothing until `release()`.
 */
export type NextReply =
  | { kind: 'answer'; content: string }
  | { kind: 'stream'; pieces: string[]; cutAfter?: number; holdAfter?: number; usage?: boolean }
  | { kind: 'error'; status: number; type: string; message: string; code: string | null }
  | { kind: 'empty' }
  | { kind: 'hang' };

export interface LoopbackOpenAi {
  /** AI_* as they would be set to use this server (the timeout short, for the hanging case). */
  config: OpenAiConfig;
  requests: RecordedCompletion[];
  /** The reply to the next call; calls after it are answered normally again. */
  replyNext(reply: NextReply): void;
  /** Sends the rest of a stream held by `holdAfter`. */
  release(): void;
  stop(): Promise<void>;
}

const API_KEY = 'sk-test-loopback';
const MODEL = 'gpt-4o-mini';

/** A chat completion exactly as OpenAI's API answers one. */
function completion(content: string, model: string) {
  return {
    id: `chatcmpl-${randomBytes(12).toString('base64url')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 24, total_tokens: 144 },
    system_fingerprint: 'fp_loopback',
  };
}

/**
 * A loopback stand-in for an OpenAI-compatible endpoint (`POST /v1/chat/completions`, bearer key checked): by
 * default it answers a completion quoting the first passage title of the system prompt, so tests can tell the
 * prompt carried the course's passages.
 */
export async function startLoopbackOpenAi(): Promise<LoopbackOpenAi> {
  const requests: RecordedCompletion[] = [];
  let next: NextReply | null = null;
  let held: (() => void) | null = null;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return send(404, {
          error: { message: 'Unknown request URL', type: 'invalid_request_error', code: null },
        });
      }
      if (req.headers.authorization !== `Bearer ${API_KEY}`) {
        return send(401, {
          error: {
            message: 'Incorrect API key provided',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
      }
      const body = JSON.parse(raw);
      requests.push({ path: req.url, authorization: req.headers.authorization, body });
      const reply: NextReply = next ?? { kind: 'answer', content: defaultAnswer(body) };
      next = null;
      if (reply.kind === 'hang') return void hanging.add(res);
      if (reply.kind === 'empty') return send(200, { ...completion('', body.model), choices: [] });
      if (reply.kind === 'error') {
        return send(reply.status, {
          error: { message: reply.message, type: reply.type, param: null, code: reply.code },
        });
      }
      if (body.stream === true) {
        const streamed =
          reply.kind === 'stream' ? reply : { kind: 'stream' as const, pieces: piecesOf(reply.content) };
        return void streamChunks(res, streamed, body, (rest) => {
          held = rest;
          hanging.add(res);
        });
      }
      send(200, completion(reply.kind === 'answer' ? reply.content : reply.pieces.join(''), body.model));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: API_KEY, model: MODEL, timeoutMs: 500 },
    requests,
    replyNext(reply) {
      next = reply;
    },
    release() {
      held?.();
      held = null;
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** "According to <first passage heading>: ..." from the system prompt's `[1] Chapter › Section` line. */
// biome-ignore lint/suspicious/noExplicitAny: the request body is open JSON
function defaultAnswer(body: Record<string, any>): string {
  const system = String(body.messages?.[0]?.content ?? '');
  const heading = /^\[1\] (.+)$/m.exec(system)?.[1];
  return heading ? `According to ${heading}: the course explains it.` : 'The course does not cover this.';
}

/** An answer in the small pieces a model streams: each word with the space before it. */
export function piecesOf(content: string): string[] {
  return content.match(/\s*\S+/g) ?? [content];
}

/** One `chat.completion.chunk` exactly as OpenAI streams it. */
function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_loopback',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

/**
 * OpenAI's streaming wire format: `data: {chunk}` events (the role first, then the content pieces, then the
 * finish reason, then with `stream_options.include_usage` a chunk of usage and no choices) and `data: [DONE]`.
 */
function streamChunks(
  res: http.ServerResponse,
  reply: Extract<NextReply, { kind: 'stream' }>,
  // biome-ignore lint/suspicious/noExplicitAny: the request body is open JSON
  body: Record<string, any>,
  hold: (rest: () => void) => void,
) {
  const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
  const write = (data: unknown) =>
    res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  write(chunk(id, body.model, { role: 'assistant', content: '', refusal: null }, null));
  const sendPieces = (pieces: string[]) => {
    for (const piece of pieces) write(chunk(id, body.model, { content: piece }, null));
  };
  const finish = () => {
    sendPieces(reply.pieces.slice(reply.holdAfter ?? 0));
    write(chunk(id, body.model, {}, 'stop'));
    if (body.stream_options?.include_usage && reply.usage !== false) {
      write({
        ...chunk(id, body.model, {}, null),
        choices: [],
        usage: { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 },
      });
    }
    write('[DONE]');
    res.end();
  };
  if (reply.cutAfter !== undefined) {
    sendPieces(reply.pieces.slice(0, reply.cutAfter));
    // A connection that drops mid-answer: no finish reason, no [DONE].
    setTimeout(() => res.destroy(), 20);
    return;
  }
  if (reply.holdAfter !== undefined) {
    sendPieces(reply.pieces.slice(0, reply.holdAfter));
    hold(finish);
    return;
  }
  finish();
}
