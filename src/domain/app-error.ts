const statusByCode = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/** The one error type the domain throws on purpose; the HTTP layer maps its code to a status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Per-field messages for validation errors, keyed by dotted field path. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusByCode[code];
  }

  static validation(fields: Record<string, string>): AppError {
    const [firstField, firstMessage] = Object.entries(fields)[0] ?? ["", "Invalid input"];
    const message = firstField ? `${firstField}: ${firstMessage}` : firstMessage;
    return new AppError("validation", message, fields);
  }

  static notFound(message: string): AppError {
    return new AppError("not_found", message);
  }

  /** `fields`: the form field the conflict is about (a phone already taken), for the form to show it there. */
  static conflict(message: string, fields?: Record<string, string>): AppError {
    return new AppError("conflict", message, fields);
  }
}
