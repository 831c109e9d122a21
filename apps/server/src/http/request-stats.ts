/**
 * This instance's request statistics for /dashboard/monitor, collected by one Fastify hook: totals
 * since start, answers per HTTP status, per operation counts and times, and the recent durations
 * (a ring of the last answers) for the averages and the 95th percentile. Memory stays bounded:
 * operations are route patterns (not URLs), and each keeps a fixed-size ring.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const RING = 2000;
const PATH_RING = 200;
const WINDOW_MS = 5 * 60_000;

/** A fixed-size ring of numbers. */
class Ring {
  private readonly values: number[] = [];
  private next = 0;
  constructor(private readonly size: number) {}
  push(v: number): void {
    if (this.values.length < this.size) this.values.push(v);
    else this.values[this.next] = v;
    this.next = (this.next + 1) % this.size;
  }
  p95(): number {
    if (!this.values.length) return 0;
    const sorted = [...this.values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  }
}

interface PathStats {
  method: string;
  path: string;
  count: number;
  errors: number;
  totalMs: number;
  recent: Ring;
}

const round = (n: number) => Math.round(n * 100) / 100;

export class RequestStats {
  readonly since = new Date();
  private total = 0;
  private errors = 0;
  private totalMs = 0;
  private readonly recent = new Ring(RING);
  private readonly byStatus = new Map<number, number>();
  private readonly paths = new Map<string, PathStats>();
  /** Answers per second of the last window: slot second % size holds the count of that second. */
  private readonly seconds = new Float64Array(WINDOW_MS / 1000);
  private readonly counts = new Int32Array(WINDOW_MS / 1000);

  record(method: string, path: string | undefined, status: number, ms: number, failed: boolean, at = Date.now()): void {
    const error = status >= 500 || failed;
    this.total += 1;
    this.totalMs += ms;
    if (error) this.errors += 1;
    this.recent.push(ms);
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const second = Math.floor(at / 1000);
    const slot = second % this.counts.length;
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.counts[slot] = 0;
    }
    this.counts[slot] = this.counts[slot]! + 1;
    if (!path) return; // no route matched (404s, probes): counted, not listed
    const key = `${method} ${path}`;
    let p = this.paths.get(key);
    if (!p) this.paths.set(key, (p = { method, path, count: 0, errors: 0, totalMs: 0, recent: new Ring(PATH_RING) }));
    p.count += 1;
    p.totalMs += ms;
    if (error) p.errors += 1;
    p.recent.push(ms);
  }

  snapshot(top = 10, now = Date.now()) {
    const oldest = Math.floor((now - WINDOW_MS) / 1000);
    let recentCount = 0;
    for (let i = 0; i < this.counts.length; i++) if (this.seconds[i]! > oldest) recentCount += this.counts[i]!;
    const minutes = Math.max(1, Math.min(WINDOW_MS, now - this.since.getTime()) / 60_000);
    return {
      since: this.since,
      total: this.total,
      errors: this.errors,
      perMinute: round(recentCount / minutes),
      avgMs: round(this.total ? this.totalMs / this.total : 0),
      p95Ms: round(this.recent.p95()),
      byStatus: Object.fromEntries([...this.byStatus].map(([s, n]) => [String(s), n])),
      topPaths: [...this.paths.values()]
        .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
        .slice(0, top)
        .map((p) => ({ method: p.method, path: p.path, count: p.count, errors: p.errors, avgMs: round(p.totalMs / p.count), p95Ms: round(p.recent.p95()) })),
    };
  }
}

const stats = new WeakMap<object, RequestStats>();
const failedAnswers = new WeakSet<FastifyReply>();

/** The statistics of the app owning `owner` (its AppContext). */
export function requestStats(owner: object): RequestStats {
  let s = stats.get(owner);
  if (!s) stats.set(owner, (s = new RequestStats()));
  return s;
}

/** Counts every answer of `app`; an envelope with `success: false` counts as an error like HTTP ≥ 500. */
export function registerRequestStats(app: FastifyInstance, owner: object): void {
  const s = requestStats(owner);
  app.addHook("preSerialization", async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (payload && typeof payload === "object" && (payload as { success?: unknown }).success === false) failedAnswers.add(reply);
    return payload;
  });
  app.addHook("onResponse", async (req, reply) => {
    s.record(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime, failedAnswers.has(reply));
  });
}
