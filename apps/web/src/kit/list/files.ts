/** Saving a downloaded file in the browser (an object URL clicked as a download link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // the click has started the download by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
