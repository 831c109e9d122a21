/**
 * @qt/sdk: the typed client of the console's API (JeecgBoot wire format, see WIRE.md).
 * `createClient()` gives the openapi-fetch client typed by @qt/openapi with the request
 * middleware; the helpers below take that client and return Outcomes (errors as values).
 */

// client
export { createClient, MIDDLEWARE_ORDER, type ClientOptions, type QtClient, type FetchFn } from "./client/create-client.js";
export { resolveBaseUrl, apiPathOf } from "./client/base-url.js";
export { withCallOptions, type CallOptions } from "./client/call-options.js";
export { lowAppIdOf, type RouteLike } from "./client/route.js";
export { DEFAULT_LOCALE, LOCALES, type Locale, type LocalizedText } from "./client/locale.js";

// request middleware (constants and the pieces, for reuse and tests)
export { DEFAULT_TIMEOUT, RequestTimeoutError } from "./middleware/timeout.js";
export { isDictItemsPath } from "./middleware/timestamp.js";
export { ACCESS_TOKEN_HEADER, TENANT_HEADERS, LOW_APP_HEADER } from "./middleware/headers.js";
export { SIGN_HEADER, SIGN_TIMESTAMP_HEADER } from "./middleware/sign.js";
export { NO_ANSWER_STATUS, type ErrorCallbacks } from "./middleware/error-mapping.js";

// signing
export { SIGN_SECRET, PATH_VARIABLE_KEY, signingParams, signingText, signParams, signRequest } from "./sign/signature.js";

// errors
export {
  CATALOGUE,
  SESSION_EXPIRED_RELOAD_DELAY,
  message,
  localized,
  type MessageId,
} from "./errors/catalogue.js";
export {
  classifyHttpFailure,
  makeApiError,
  type ApiError,
  type ErrorKind,
  type ErrorDisplay,
  type ErrorFacts,
  type ErrorContext,
} from "./errors/api-error.js";
export { isRemoteApp } from "./errors/remote-app.js";
export { errorOf } from "./errors/response-errors.js";

// results
export { isEnvelope, successText, type Envelope } from "./result/envelope.js";
export { unwrap, httpFailureOf, type Outcome, type Ok, type Fail, type ResultOf, type FetchLike } from "./result/unwrap.js";

// storage
export { memoryBackend, browserBackend, type StorageBackend } from "./storage/backends.js";
export { createExpiringStore, DEFAULT_NAMESPACE, type ExpiringStore, type ExpiringStoreOptions } from "./storage/expiring-store.js";
export {
  STORAGE_KEYS,
  SEVEN_DAYS_MS,
  TOKEN_TTL,
  USER_INFO_TTL,
  DICT_CACHE_TTL,
  DEPART_SELECTION_TTL,
  type StorageKey,
} from "./storage/keys.js";
export {
  readToken,
  readTenantId,
  readUserInfo,
  readAuth,
  saveLogin,
  saveTenantId,
  saveDepartSelection,
  saveAuth,
  clearSession,
  type SessionStores,
} from "./storage/session.js";

// generic JeecgBoot-style calls
export { signedGet, signedPost, signedHttp, plainGet, plainPost, plainPut, plainDelete, type ActionInit } from "./actions/generic.js";
export { looseCall, splitUrl, type LooseInit, type HttpMethod } from "./actions/loose-call.js";

// files
export { uploadFile, uploadForm, UPLOAD_PATH, DEFAULT_BIZ, type UploadOptions, type UploadedFile } from "./files/upload.js";
export { postMultipart, type MultipartOptions } from "./files/multipart.js";
export { progressFetch, xhrFetch, streamingFetch, UPLOAD_CHUNK_SIZE, type XhrLike, type XhrConstructor } from "./files/progress-fetch.js";
export type { UploadProgress, ProgressListener } from "./files/progress.js";
export { downloadFile, exportXls, downloadStoredFile, type DownloadedFile, type DownloadOptions } from "./files/download.js";
export { fileNameFromDisposition } from "./files/content-disposition.js";
export { fileAccessUrl, firstPath, onlinePreviewUrl, pdfPreviewUrl, reportPrintUrl, STATIC_PATH, PDF_PREVIEW_PATH } from "./files/file-url.js";
export { importExcel, summariseImport, type ImportOptions, type ImportSummary } from "./files/import-excel.js";

// dictionaries
export { normaliseDictItem, normaliseDictItems, type DictOption, type DictCache } from "./dict/normalise.js";
export { getDictItems, loadDictItem, loadDict, DICT_SEARCH_PAGE_SIZE, type DictItemsOutcome } from "./dict/dict-items.js";
export { readDictCache, saveDictCache, cachedDictItems, refreshDictCache, type RefreshDictCacheOutcome } from "./dict/dict-cache.js";

// form checks
export { checkDuplicate, type DuplicateCheck } from "./validation/duplicate-check.js";
export { checkRule } from "./validation/check-rule.js";
// The input rules server and console share live in the contract package (@qt/openapi/rules).
export { parseRuleJson, ruleDigits, ruleItemProblems, rulePattern, type CheckRuleField, type CheckRuleItem, type ParsedRuleJson, type RuleItemProblem } from "@qt/openapi/rules";
export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblem } from "@qt/openapi/rules";
export { isMobile, MOBILE_PATTERN, MOBILE_PATTERNS, MOBILE_RULE_MESSAGE, type MobileReading } from "@qt/openapi/rules";
export { isPublicFilePath, PUBLIC_FILE_AREAS } from "@qt/openapi/rules";
export {
  FILL_DATE_PATTERNS,
  FILL_DIGITS_MAX,
  FILL_DIGITS_MIN,
  FILL_PREFIX_MAX,
  FILL_RESETS,
  FILL_RULE_CLASSES,
  fillRuleClass,
  parseFillRule,
  parseRuleParams,
  sequenceValue,
  type FillDateParts,
  type FillDatePattern,
  type FillReset,
  type FillRuleClass,
  type SequenceParams,
} from "@qt/openapi/rules";
export { isEmptyValue, type Validation } from "./validation/validation.js";

// users
export { getMultiUser, MULTI_USER_PATH, type MultiUser } from "./user/multi-user.js";

// WebSocket channels (notice and live-table)
export * from "./channels/index.js";
