/** 定时任务's calls: the job classes the server registered, and a job paused, resumed or run at once. */
import { plainGet, type QtClient } from "@qt/sdk";

export function quartzCalls(client: QtClient) {
  const act = (action: "pause" | "resume" | "execute") => (id: string) => plainGet(client, `/sys/quartzJob/${action}`, { id });
  return {
    /** The job classes a job may run (the server refuses any other). */
    jobClasses: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/quartzJob/jobClasses", { signal })),
    /** Stops the job. */
    pause: act("pause"),
    /** Starts the job again. */
    resume: act("resume"),
    /** Runs the job once now (the run is recorded). */
    execute: act("execute"),
  };
}
