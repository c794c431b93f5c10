/** A failed API call: the server's answer (or a transport failure) in one shape forms can read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server was never reached (timeout, network). */
  readonly status: number;
  /** The envelope's `code` (`VALIDATION_FAILED`, ...) or a client one: `TIMEOUT`, `NETWORK_ERROR`, `ABORTED`, `BAD_RESPONSE`. */
  readonly code: string;
  /** Field errors as the server names the fields (snake_case, nested with dots: `subject_prices.0.price_per_hour`). */
  readonly fieldErrors: Record<string, string[]>;
  /** The server's id of a 500, to quote to support. */
  readonly errorId: string | undefined;
  /** Facts the client can act on, camelCased (e.g. `requestKey` when the e-mail must be verified first). */
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    options: {
      status: number;
      code: string;
      fieldErrors?: Record<string, string[]>;
      errorId?: string;
      details?: Record<string, unknown>;
    },
  ) {
    super(message);
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.errorId = options.errorId;
    this.details = options.details ?? {};
  }
}

/** The caller aborted the request through its own signal: never shown to anyone. */
export class RequestCancelledError extends Error {
  override readonly name = 'RequestCancelledError';
  readonly isCancel = true;

  constructor() {
    super('Request cancelled');
  }
}

export function isCancel(error: unknown): error is RequestCancelledError {
  return error instanceof RequestCancelledError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
