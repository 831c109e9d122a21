/** JeecgBoot's answer envelope: `{success, message, code, result, timestamp}`. */
export interface Envelope<R = unknown> {
  success: boolean;
  message: string;
  /** 0 or 200 for success on stock servers, 201 import with errors, 401, 412, 500, 510… never decide on it. */
  code: number;
  result?: R;
  timestamp?: number;
}

/** True for a JSON answer in the envelope shape (decided by a boolean `success`). */
export function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === "object" && !Array.isArray(body) && typeof (body as Envelope).success === "boolean";
}

/**
 * The success text of an answer: older servers put it in `result`, newer in `message`, some in
 * both (WIRE.md): `message || (typeof result === 'string' ? result : '')`.
 */
export function successText(body: { message?: unknown; result?: unknown }): string {
  const m = typeof body.message === "string" ? body.message : "";
  return m || (typeof body.result === "string" ? body.result : "");
}
