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
  "GET /sys/loginConfig",
  "POST /sys/login",
  "POST /sys/sms",
  "POST /sys/phoneLogin",
  "POST /sys/logout",
  "GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}",
  "POST /sys/cas/client/validateLogin",
  "POST /sys/user/register",
  "POST /sys/user/phoneVerification",
  "GET /sys/user/passwordChange",
  "POST /sys/user/passwordChange",
  "GET /sys/thirdLogin/providers",
  "GET /sys/common/static/{filePath}",
  "GET /sys/common/pdf/pdfPreviewIframe",
  "GET /sys/thirdLogin/render/{source}",
  "POST /sys/thirdLogin/bindingThirdPhone",
  "POST /sys/third/user/checkPassword",
  "POST /sys/third/user/create",
];
