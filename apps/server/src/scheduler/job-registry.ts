/**
 * The job classes a scheduled job may name (`job_class_name`). A job is a plain async function;
 * nothing else can be run: an unknown class name is refused when a job is added or edited.
 */
import type { Clock } from "../clock.js";
import type { Db } from "../db/database.js";

/** The part of pino's API jobs and the scheduler use (Fastify's `app.log` fits). */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunContext {
  db: Db;
  clock: Clock;
  log: JobLogger;
  jobId: string;
  /** The job's parameter text (often JSON), as stored. */
  parameter: string | null;
}

export interface JobClass {
  /** JeecgBoot-style class name, e.g. `org.jeecg.modules.quartz.job.SampleJob`. */
  name: string;
  /** What it does (zh-CN). */
  title: string;
  /** Answers a zh-CN message when the parameter is not acceptable (checked on add/edit and on each run). */
  checkParameter?(parameter: string | null): string | null;
  /** Runs once; the answered text is kept in the run history. Throwing marks the run failed. */
  run(ctx: JobRunContext): Promise<string | void>;
}

export class JobRegistry {
  private readonly classes = new Map<string, JobClass>();

  constructor(classes: readonly JobClass[] = []) {
    for (const c of classes) this.add(c);
  }

  add(jobClass: JobClass): this {
    if (this.classes.has(jobClass.name)) throw new Error(`job class ${jobClass.name} registered twice`);
    this.classes.set(jobClass.name, jobClass);
    return this;
  }

  get(name: string): JobClass | undefined {
    return this.classes.get(name);
  }

  names(): string[] {
    return [...this.classes.keys()];
  }

  /** Every registered class, in registration order. */
  all(): JobClass[] {
    return [...this.classes.values()];
  }
}
