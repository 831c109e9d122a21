/**
 * GENERATED FILE, do not edit: `npm run generate -w @qt/openapi` writes it from src/build.
 */

/** Paths whose calls carry X-Sign / X-TIMESTAMP. */
export const SIGNED_PATHS: readonly string[] = [
  "/sys/dict/getDictItems/{dictCode}",
  "/sys/dict/loadDictItem/{dictCode}",
  "/sys/dict/loadDict/{dictCode}",
  "/sys/dict/loadTreeData",
];

/** Operations that need no token, as "METHOD /path". */
export const PUBLIC_OPERATIONS: readonly string[] = [
  "GET /sys/randomImage/{key}",
  "POST /sys/login",
  "POST /sys/sms",
  "POST /sys/phoneLogin",
  "POST /sys/logout",
  "GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}",
  "POST /sys/cas/client/validateLogin",
  "GET /sys/common/static/{filePath}",
  "GET /sys/common/pdf/pdfPreviewIframe",
];
