/** The job classes this server ships. */
import { JobRegistry } from "../job-registry.js";
import { logCleanupJob } from "./log-cleanup-job.js";
import { sampleJob } from "./sample-job.js";
import { sessionCleanupJob } from "./session-cleanup-job.js";

export const BUILT_IN_JOBS = [sampleJob, sessionCleanupJob, logCleanupJob] as const;

export function builtInJobs(): JobRegistry {
  return new JobRegistry(BUILT_IN_JOBS);
}
