import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeApi, ok, page, refused, renderWithServices, type Reply } from "../../../test/components/harness";
import { UserMenu } from "../../layouts/user/UserMenu";
import DictList from "../../pages/system/DictList";

const REFRESH = "GET /sys/dict/refleshCache";

/** The toast that says `text`, once it shows. */
const toast = async (text: string) => (await screen.findByText(text, {}, { timeout: 4000 })).closest<HTMLElement>('[data-testid="toast"]')!;

function dictApi(reply: Reply | (() => Reply)) {
  return new FakeApi()
    .on("GET /sys/dict/list", page([{ id: "d1", dictName: "性别", dictCode: "sex" }]))
    .on(REFRESH, typeof reply === "function" ? reply : () => reply)
    .on("GET /sys/dict/queryAllDictItems", ok({ sex: [{ value: "1", text: "男" }] }));
}

async function fromDictList(api: FakeApi) {
  const user = userEvent.setup();
  await renderWithServices(<DictList path="/system/dict" query={new URLSearchParams()} />, { api });
  await user.click(await screen.findByTestId("dict-refresh-cache"));
}

async function fromUserMenu(api: FakeApi) {
  const user = userEvent.setup();
  await renderWithServices(<UserMenu mobile={false} />, { api: api.on("GET /sys/user/getCurrentUserDeparts", ok({ list: [] })) });
  await user.click(screen.getByTestId("user-menu-trigger"));
  await user.click(await screen.findByRole("menuitem", { name: "清理缓存" }));
}

describe.each([
  ["数据字典's 刷新缓存", fromDictList],
  ["the user menu's clear cache", fromUserMenu],
])("%s", (_, refresh) => {
  it("says 刷新缓存完成！ once both caches are refreshed", async () => {
    const api = dictApi(ok(null, "刷新缓存完成！"));
    await refresh(api);
    expect(await toast("刷新缓存完成！")).toHaveAttribute("data-type", "success");
    expect(api.calls("GET /sys/dict/queryAllDictItems")).toHaveLength(1);
  });

  it("warns 刷新缓存失败！ on a refusal, not the server's own text", async () => {
    await refresh(dictApi(refused("Redis 不可用")));
    expect(await toast("刷新缓存失败！")).toHaveAttribute("data-type", "warning");
    expect(screen.queryByText("Redis 不可用")).toBeNull();
  });

  it("warns 刷新缓存失败！ on an HTTP failure too", async () => {
    const api = dictApi({ status: 503, body: { status: 503, error: "Service Unavailable" } });
    await refresh(api);
    expect(await toast("刷新缓存失败！")).toHaveAttribute("data-type", "warning");
    await waitFor(() => expect(api.calls(REFRESH)).toHaveLength(1));
    expect(api.calls("GET /sys/dict/queryAllDictItems")).toHaveLength(0);
  });
});
