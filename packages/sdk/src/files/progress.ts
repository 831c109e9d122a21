/** Upload progress: bytes handed to the connection so far, of the whole multipart body. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, floored, so 100 means the whole body is out. */
  percent: number;
}

export type ProgressListener = (progress: UploadProgress) => void;

/** Emits only increasing `loaded` values, and 100 % exactly once at the end. */
export function progressReporter(listener: ProgressListener) {
  let last = -1;
  const report = (loaded: number, total: number) => {
    if (loaded <= last) return;
    last = loaded;
    const percent = total > 0 ? Math.min(100, Math.floor((loaded * 100) / total)) : 100;
    listener({ loaded, total, percent });
  };
  return {
    report,
    finish(total: number) {
      report(total, total);
    },
  };
}
