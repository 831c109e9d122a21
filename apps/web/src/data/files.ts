/** The files calls of the console (see ./api.ts for the conventions): uploads. */
import { uploadPort, type UploadPort } from "@qt/machines";
import type { QtClient, UploadOptions } from "@qt/sdk";

export function fileCalls(client: QtClient) {
  return {
    /**
     * What an upload machine sends each file with: POST /sys/common/upload (or `url`) as multipart,
     * with progress; the saved path, or the file inline when the server answers `local`.
     */
    uploader: (options: Omit<UploadOptions, "onProgress">): UploadPort => uploadPort(client, options),
  };
}
