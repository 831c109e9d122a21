/**
 * Files: upload (POST /sys/common/upload), reading uploads back (GET /sys/common/static/<path>;
 * private unless in a public folder, file-access.ts) and the PDF preview page
 * (GET /sys/common/pdf/pdfPreviewIframe).
 */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fileAccess } from "./file-access.js";
import { pdfPreviewPage } from "./pdf-preview.js";
import { sendUploadedFile } from "./serve-file.js";
import { uploadMaxBytes } from "../../config.js";
import { receiveUpload, type UploadLimits } from "./upload.js";
import { uploadRoot } from "./upload-paths.js";

export { uploadRoot, resolveUploadPath, existingUploadFile } from "./upload-paths.js";
export type { UploadLimits } from "./upload.js";

/** `registerFiles` with other limits than the configuration's (UPLOAD_MAX_MB), for tests. */
export function filesArea(limits: Partial<UploadLimits> = {}) {
  return (handlers: HandlerRegistry, ctx: AppContext): void => {
    const root = uploadRoot(ctx.config.dataDir);
    const options: UploadLimits = { maxBytes: uploadMaxBytes(ctx.config), ...limits };
    handlers.define("sysCommonUpload", (req) => receiveUpload(req, ctx, root, options));
    const mayRead = fileAccess(ctx);
    handlers.define(
      "sysCommonStatic",
      async (req, reply) => {
        await mayRead(req, req.params.filePath);
        return sendUploadedFile(reply, root, req.params.filePath);
      },
      { pathTail: true },
    );
    handlers.define("sysCommonPdfPdfPreviewIframe", (req, reply) => pdfPreviewPage(req, reply, ctx.config.apiBase, root, mayRead));
  };
}

export const registerFiles = filesArea();
