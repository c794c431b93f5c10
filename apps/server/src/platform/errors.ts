import { randomUUID } from 'node:crypto';
import { type ErrorCode, type MessageKey, MSG } from '@kru/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from './i18n.ts';

/** The one error type of the application. `message` is a key of the contract's message catalogue. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: MessageKey | string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The same error carrying facts the client can act on (sent as `details`). */
  withDetails(details: Record<string, unknown>): AppError {
    return new AppError(this.code, this.message, this.fieldErrors, this.vars, this.headers, details);
  }

  static unauthenticated() {
    return new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  }
  static forbidden(message: MessageKey = MSG.forbidden) {
    return new AppError('FORBIDDEN', message);
  }
  /** A section of a course the viewer sees but may not open yet: beyond the trial (spec: subscribe to continue). */
  static sectionLocked() {
    return new AppError('SECTION_LOCKED', MSG.trialEnded);
  }
  static notFound() {
    return new AppError('NOT_FOUND', MSG.notFound);
  }
  static conflict(message: MessageKey | string) {
    return new AppError('CONFLICT', message);
  }
  static badRequest(message: MessageKey | string) {
    return new AppError('BAD_REQUEST', message);
  }
  /** A 422 naming the field: `AppError.invalid('email', MSG.emailTaken)`. */
  static invalid(field: string, message: MessageKey, vars: Record<string, string | number> = {}) {
    return new AppError('VALIDATION_FAILED', message, { [field]: [message] }, vars);
  }
  static tooLarge(message: MessageKey, vars: Record<string, string | number> = {}) {
    return new AppError('PAYLOAD_TOO_LARGE', message, {}, vars);
  }
  static rateLimited(retryAfterSeconds: number, message: MessageKey = MSG.rateLimited) {
    return new AppError(
      'RATE_LIMITED',
      message,
      {},
      {},
      { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
    );
  }
}

/** The single mapping from error codes to HTTP statuses. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SECTION_LOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
};

interface FailureBody {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
  error_id?: string;
  details?: Record<string, unknown>;
}

/** What a 4xx of the framework (routing, body parsing) tells the caller, by Fastify's error code. */
const FRAMEWORK_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_MAX_PARAM_LENGTH: MSG.addressTooLong,
  FST_ERR_BAD_URL: MSG.addressInvalid,
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.bodyNotJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.mediaTypeUnsupported,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
};
const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  404: MSG.notFound,
  413: MSG.bodyTooLarge,
  414: MSG.addressTooLong,
  415: MSG.mediaTypeUnsupported,
  429: MSG.rateLimited,
};
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** `/subject_prices/0/price_per_hour` -> `subject_prices.0.price_per_hour` */
function fieldName(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || 'body';
}

/** Turns any thrown value into the failure envelope, in the request's language. */
export function toFailure(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: FailureBody; headers: Record<string, string> } {
  const lang = request.language;
  if (error instanceof AppError) {
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((k) => translate(k, lang, error.vars)),
      ]),
    );
    const body: FailureBody = {
      success: false,
      message: translate(error.message, lang, error.vars),
      code: error.code,
    };
    if (Object.keys(errors).length) body.errors = errors;
    if (error.details) body.details = error.details;
    return { status: STATUS_BY_CODE[error.code], body, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = fieldName(issue.instancePath);
      const message = translate(issue.message ?? MSG.invalidValue, lang);
      errors[field] ??= [];
      if (!errors[field].includes(message)) errors[field].push(message);
    }
    const first = Object.values(errors)[0]?.[0] ?? translate(MSG.validationFailed, lang);
    return {
      status: 422,
      body: { success: false, message: first, code: 'VALIDATION_FAILED', errors },
      headers: {},
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Only what a person can act on goes out: never the framework's own message or its stack.
    const message =
      FRAMEWORK_MESSAGES[fastifyError.code] ?? MESSAGE_BY_STATUS[status] ?? MSG.validationFailed;
    return {
      status,
      body: {
        success: false,
        message: translate(message, lang),
        code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      },
      headers: {},
    };
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'unhandled error');
  return {
    status: 500,
    body: { success: false, message: translate(MSG.serverError, lang), code: 'INTERNAL', error_id: errorId },
    headers: {},
  };
}

/** Told of every 500 with the id its answer carries (error reporting). */
export type OnServerError = (error: unknown, errorId: string, request: FastifyRequest) => void;

export function sendFailure(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  onServerError?: OnServerError,
) {
  const { status, body, headers } = toFailure(error, request);
  if (body.error_id) onServerError?.(error, body.error_id, request);
  return reply.status(status).headers(headers).send(body);
}
