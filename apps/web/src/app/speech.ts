/**
 * Speaking new messages aloud (issue #5): JeecgBoot played a third-party TTS audio URL for every
 * push; the console uses the browser's own Web Speech API instead, and only when the user turned it
 * on (account settings → 新消息通知). The choice lives in local storage, per browser.
 */

const SPEECH_KEY = "qt.noticeSpeech";
const listeners = new Set<() => void>();

/** The browser can speak (speechSynthesis exists). */
export function isSpeechSupported(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";
}

/** The user asked for new messages to be spoken (off by default). */
export function isSpeechEnabled(): boolean {
  try {
    return localStorage.getItem(SPEECH_KEY) === "1";
  } catch {
    return false;
  }
}

export function setSpeechEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.setItem(SPEECH_KEY, "1");
    else localStorage.removeItem(SPEECH_KEY);
  } catch {
    // private mode: nothing to remember
  }
  if (!enabled && isSpeechSupported()) window.speechSynthesis.cancel();
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore(subscribeSpeech, isSpeechEnabled)` in a settings view. */
export function subscribeSpeech(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Chinese characters are read with a Chinese voice, anything else with an English one. */
function languageOf(text: string): string {
  return /[\u3400-\u9fff]/.test(text) ? "zh-CN" : "en-US";
}

/**
 * Speaks a text now (whatever the setting: the push handler checks `isSpeechEnabled()`, a settings
 * page may offer a "try it" button). Returns false when the browser cannot speak or the text is empty.
 */
export function speak(text: string, lang: string = languageOf(text)): boolean {
  const words = text.trim();
  if (!words || !isSpeechSupported()) return false;
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.lang = lang;
  window.speechSynthesis.speak(utterance);
  return true;
}
