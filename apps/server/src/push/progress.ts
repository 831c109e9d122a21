/**
 * Progress of one export or import on the caller's notice sockets, when the request carried
 * `X-Task-Id` (contract schema TaskProgress). Updates are throttled to one per 250 ms; one message
 * is on its way at a time and a newer one replaces a waiting one, so messages arrive in order and a
 * slow NOTIFY never piles them up. The final done/failed is always sent.
 */
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { pushHub } from "./index.js";
import type { ProgressPush } from "./messages.js";
import type { PushHub } from "./push-hub.js";

export const PROGRESS_INTERVAL_MS = 250;
/** The request header, as Fastify exposes it (lower case). */
export const TASK_ID_HEADER = "x-task-id";
/** The contract validates the header already; checked again so no other path can inject text. */
export const TASK_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type ProgressPhase = ProgressPush["phase"];
export type WorkingPhase = Exclude<ProgressPhase, "done" | "failed">;

export interface TaskProgress {
  /** Whether anyone asked (X-Task-Id): work done only for the messages (counting rows) is skipped otherwise. */
  readonly active: boolean;
  /** Rows handled so far in `phase`; sent when 250 ms have passed since the last message. */
  update(phase: WorkingPhase, done: number, total?: number): void;
  /** The last message; resolves once it is handed to the push hub. */
  finish(phase: "done" | "failed", done: number, total?: number): Promise<void>;
}

const SILENT: TaskProgress = { active: false, update() {}, finish: async () => {} };

/** The reporter of this request: silent without a (valid) X-Task-Id or a logged-in caller. */
export function taskProgress(ctx: AppContext, req: FastifyRequest): TaskProgress {
  const raw = req.headers[TASK_ID_HEADER];
  const taskId = typeof raw === "string" && TASK_ID.test(raw) ? raw : undefined;
  const userId = req.user?.id;
  if (!taskId || !userId) return SILENT;
  return new Reporter(pushHub(ctx), userId, taskId, req.log);
}

class Reporter implements TaskProgress {
  readonly active = true;
  private lastSent = -Infinity;
  private waiting: ProgressPush | undefined;
  private sending: Promise<void> | undefined;
  private finished = false;

  constructor(
    private readonly hub: PushHub,
    private readonly userId: string,
    private readonly taskId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  update(phase: WorkingPhase, done: number, total?: number): void {
    if (this.finished) return;
    const now = performance.now();
    if (now - this.lastSent < PROGRESS_INTERVAL_MS) return;
    this.lastSent = now;
    this.enqueue(this.message(phase, done, total));
  }

  finish(phase: "done" | "failed", done: number, total?: number): Promise<void> {
    if (this.finished) return this.sending ?? Promise.resolve();
    this.finished = true;
    this.enqueue(this.message(phase, done, total));
    return this.sending ?? Promise.resolve();
  }

  private message(phase: ProgressPhase, done: number, total: number | undefined): ProgressPush {
    return { cmd: "progress", taskId: this.taskId, phase, done, ...(total === undefined ? {} : { total }) };
  }

  private enqueue(msg: ProgressPush): void {
    this.waiting = msg;
    this.sending ??= this.pump();
  }

  private async pump(): Promise<void> {
    for (let msg = this.waiting; msg; msg = this.waiting) {
      this.waiting = undefined;
      try {
        await this.hub.pushProgress(this.userId, msg);
      } catch (err) {
        this.log.warn({ err }, "push: progress not sent");
      }
    }
    this.sending = undefined;
  }
}
