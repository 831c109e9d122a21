/** JeecgBoot's sample job: logs that it ran, with its parameter. Handy to try the scheduler. */
import type { JobClass } from "../job-registry.js";

export const sampleJob: JobClass = {
  name: "org.jeecg.modules.quartz.job.SampleJob",
  title: "示例任务：记录一行日志（含参数）",
  async run({ log, jobId, parameter }) {
    log.info({ jobId, parameter }, "SampleJob ran");
    return parameter ? `示例任务已执行，参数：${parameter}` : "示例任务已执行";
  },
};
