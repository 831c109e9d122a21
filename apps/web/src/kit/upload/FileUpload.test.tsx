/**
 * The file upload widget in jsdom over the fake API: a file uploaded here says 上传完成 once stored
 * (a stored value's files do not), and its value is the stored path; a stored PDF has a 预览 link to
 * the API's PDF preview page (other files only when a preview service is configured at build time).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { API_BASE, FakeApi, ok, renderWithServices } from "../../../test/components/harness";
import { FileUpload } from "./FileUpload";

async function renderUpload(initial: string, api: FakeApi) {
  const changed = vi.fn();
  function Host() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <FileUpload
        name="files"
        value={value}
        onChange={(v) => {
          changed(v);
          setValue(v);
        }}
      />
    );
  }
  await renderWithServices(<Host />, { api });
  return changed;
}

describe("FileUpload", () => {
  it("says 上传完成 for a file uploaded here once it is stored, not for the files it was given", async () => {
    const api = new FakeApi().on("POST /sys/common/upload", ok(null, "temp/new_1.txt"));
    const changed = await renderUpload("temp/old.txt", api);
    const user = userEvent.setup();
    const [old] = screen.getAllByTestId("upload-item");
    expect(within(old!).queryByTestId("upload-status")).toBeNull();
    await user.upload(screen.getByTestId("upload-input"), new File(["x"], "new.txt", { type: "text/plain" }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith("temp/old.txt,temp/new_1.txt"));
    const added = screen.getAllByTestId("upload-item")[1]!;
    expect(added).toHaveAttribute("data-status", "done");
    expect(within(added).getByTestId("upload-status")).toHaveTextContent("上传完成");
    expect(within(old!).queryByTestId("upload-status")).toBeNull();
  });

  it("previews a stored PDF through /sys/common/pdf/pdfPreviewIframe; a file of another kind has no preview without a preview service", async () => {
    await renderUpload("temp/合同.pdf,temp/b.docx", new FakeApi());
    const [pdf, docx] = screen.getAllByTestId("upload-item");
    const preview = within(pdf!).getByRole("link", { name: "预览 合同.pdf" });
    expect(preview).toHaveAttribute("href", `${API_BASE}/sys/common/pdf/pdfPreviewIframe?path=temp%2F%E5%90%88%E5%90%8C.pdf`);
    expect(preview).toHaveAttribute("target", "_blank");
    expect(within(docx!).queryByTestId("upload-preview")).toBeNull();
  });
});
