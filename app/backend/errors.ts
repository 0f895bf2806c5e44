/** Errors every backend raises, so routes handle local and remote failures alike (spec §8). */

export const DEFAULT_ERROR_MESSAGE = "An error has occurred";

export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Validation errors keyed by field, each a list of messages (as Django REST framework answers). */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = "BackendError";
  }
}

/** The refresh failed: the session's tokens are dead and the visitor must sign in again (spec §6). */
export class SessionExpiredError extends BackendError {
  constructor() {
    super("Your session has expired. Please sign in again.", 401);
    this.name = "SessionExpiredError";
  }
}

/** The backend could not be reached or did not answer in time. */
export class BackendUnavailableError extends BackendError {
  constructor(message = "The service is temporarily unavailable. Please try again shortly.") {
    super(message, 503);
    this.name = "BackendUnavailableError";
  }
}
