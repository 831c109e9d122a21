import type { Locale, LocalizedText } from "../client/locale.js";

/**
 * Messages the SDK produces, in both languages, as data so the UI shows the same texts.
 * zh-CN texts the specs give in Chinese are verbatim (shell.md §8, WIRE.md "Errors as the client
 * shows them", widgets.md §8, MESSAGES.md); en-US texts the specs give in English are verbatim.
 * `networkError` and `unknownError` (en) are ours: the specs name no text for them.
 */
export const CATALOGUE = {
  "zh-CN": {
    systemNotice: "系统提示",
    forbidden: "拒绝访问",
    notFound: "很抱歉，资源未找到!",
    timeout: "网络超时",
    sessionExpired: "很抱歉，登录已过期，请重新登录",
    tokenInvalidTitle: "登录已过期",
    tokenInvalidContent: "很抱歉，登录已过期，请重新登录",
    tokenInvalidOk: "重新登录",
    tokenInvalidRemote: "登录已过期，正在重新登陆",
    networkError: "网络连接异常，请检查网络",
    unknownError: "未知错误",
    downloadFailed: "文件下载失败",
    unknownFile: "未知的文件",
    exportFileName: "导出文件",
    importPartial: "导入成功,但是有错误数据!",
    importPartialDetail: "具体详情请",
    importPartialDownload: "点击下载",
    cacheRefreshComplete: "刷新缓存完成！",
    cacheRefreshFailed: "刷新缓存失败！",
    dictCodeEmpty: "字典Code不能为空!",
  },
  "en-US": {
    systemNotice: "System notice",
    forbidden: "Access denied",
    notFound: "Sorry, the resource was not found!",
    timeout: "Network timeout",
    sessionExpired: "Sorry, your login has expired, please log in again",
    tokenInvalidTitle: "Login expired",
    tokenInvalidContent: "Sorry, your login has expired, please log in again",
    tokenInvalidOk: "Log in again",
    tokenInvalidRemote: "Login expired, logging in again",
    networkError: "Network error, please check your connection",
    unknownError: "unknown error",
    downloadFailed: "File download failed",
    unknownFile: "Unknown file",
    exportFileName: "Export file",
    importPartial: "import succeeded but there is erroneous data!",
    importPartialDetail: "For details,",
    importPartialDownload: "click to download",
    cacheRefreshComplete: "cache refresh complete!",
    cacheRefreshFailed: "cache refresh failed!",
    dictCodeEmpty: "dictionary code cannot be empty!",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageId = keyof (typeof CATALOGUE)["zh-CN"];

/** After a 401 the UI logs out and reloads the page after this delay (JeecgBoot: 1.5 s). */
export const SESSION_EXPIRED_RELOAD_DELAY = 1500;

/** One catalogue text in one language. */
export function message(locale: Locale, id: MessageId): string {
  return CATALOGUE[locale][id];
}

/** One catalogue text in both languages. */
export function localized(id: MessageId): LocalizedText {
  return { "zh-CN": CATALOGUE["zh-CN"][id], "en-US": CATALOGUE["en-US"][id] };
}
