/**
 * Who may read an uploaded file (the static route and the PDF preview): anyone when it lies in a
 * public folder (@qt/openapi/rules `PUBLIC_FILE_AREAS`: covers, ad pictures, rich-text pictures),
 * otherwise only a logged-in user, whose token comes in X-Access-Token or, for URLs the browser
 * loads by itself (`<img src>`, links), in the `token` query parameter. Checked before the file is
 * looked up, so an anonymous caller learns nothing about private files, not even that they exist.
 */
import { isPublicFilePath } from "@qt/openapi/rules";
import type { FastifyRequest } from "fastify";
import { createAuthenticate, readTokenOrQuery } from "../../auth/authenticate.js";
import type { AppContext } from "../../context.js";

export type FileAccess = (req: FastifyRequest, relative: string) => Promise<void>;

/** Resolves when `req` may read the upload at `relative`; else throws the 401 refusal. */
export function fileAccess(ctx: AppContext): FileAccess {
  const authenticate = createAuthenticate(ctx, readTokenOrQuery);
  return async (req, relative) => {
    if (!isPublicFilePath(relative)) await authenticate(req);
  };
}
