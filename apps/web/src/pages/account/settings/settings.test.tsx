/**
 * The six account-settings pages (shell.md §2 "Account centre and account settings") in jsdom over
 * the fake API, as a logged-in user: the section navigation; 基本设置 checked with the shared rules
 * and saved through /sys/user/appEdit into the session; 修改头像's image checks; 安全设置's bound
 * mobile (masked) and email and its change-password dialog; 个性化设置; 账户绑定 with and without
 * providers; 新消息通知's speech switch.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createClient, createExpiringStore, memoryBackend, saveLogin, type ExpiringStore } from "@qt/sdk";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../../app/i18n";
import { createServices } from "../../../app/services";
import { API_BASE, FakeApi, ok, Providers } from "../../../../test/components/harness";
import Avatar from "./Avatar";
import BaseSetting from "./BaseSetting";
import Binding from "./Binding";
import Custom from "./Custom";
import Notification from "./Notification";
import Security from "./Security";

const USER = {
  id: "u1",
  username: "zhangsan",
  realname: "张三",
  avatar: null,
  sex: 1,
  birthday: "1990-05-01",
  email: "zhangsan@example.com",
  phone: "13800000001",
  orgCode: "A01",
  status: 1,
  telephone: null,
  relTenantIds: null,
  post: null,
};

/** Renders `Page` as the logged-in USER (token and user info stored as a login leaves them). */
function renderAsUser(Page: ComponentType, api = new FakeApi()) {
  setLocale("zh-CN");
  const store: ExpiringStore = createExpiringStore(memoryBackend());
  saveLogin(store, { token: "tok", userInfo: USER as never });
  const client = createClient({ baseUrl: API_BASE, fetch: api.fetch, storage: store, sessionStorage: createExpiringStore(memoryBackend()), timeout: 0, locale: "zh-CN" });
  const services = createServices({ client, width: 1280 });
  services.session.start();
  const result = render(
    <Providers services={services}>
      <Page />
    </Providers>,
  );
  return { ...result, api, services };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe("account settings", () => {
  beforeEach(() => {
    window.location.hash = "#/account/settings";
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (URL as Partial<typeof URL>).createObjectURL;
    delete (URL as Partial<typeof URL>).revokeObjectURL;
  });

  it("lists the six sections and marks the current one", () => {
    renderAsUser(Security);
    const nav = screen.getByRole("navigation", { name: "个人设置" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["基本设置", "修改头像", "安全设置", "个性化设置", "账户绑定", "新消息通知"]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "#/account/settings/base",
      "#/account/settings/avatar",
      "#/account/settings/security",
      "#/account/settings/custom",
      "#/account/settings/binding",
      "#/account/settings/notification",
    ]);
    expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent("安全设置");
    expect(screen.getByRole("heading", { name: "安全设置" })).toBeInTheDocument();
  });

  it("基本设置: shows the user's values, refuses a bad email without saving, saves the changes into the session", async () => {
    const api = new FakeApi().on("PUT /sys/user/appEdit", (r) => ok({ ...USER, ...(r.body as object) }, "修改成功"));
    const { services } = renderAsUser(BaseSetting, api);
    expect(field("姓名").value).toBe("张三");
    expect(field("邮箱").value).toBe("zhangsan@example.com");
    expect(field("手机号").value).toBe("13800000001");
    expect(screen.getByRole("radio", { name: "男" })).toBeChecked();

    await userEvent.clear(field("邮箱"));
    await userEvent.type(field("邮箱"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "更新基本信息" }));
    expect(await screen.findByText("请输入正确的邮箱地址")).toBeInTheDocument();
    expect(api.calls("PUT /sys/user/appEdit")).toEqual([]);

    await userEvent.clear(field("邮箱"));
    await userEvent.clear(field("姓名"));
    await userEvent.type(field("姓名"), "张三丰");
    await userEvent.click(screen.getByRole("radio", { name: "女" }));
    await userEvent.click(screen.getByRole("button", { name: "更新基本信息" }));
    await waitFor(() => expect(api.calls("PUT /sys/user/appEdit")).toHaveLength(1));
    expect(api.calls("PUT /sys/user/appEdit")[0]!.body).toEqual({ realname: "张三丰", sex: 2, birthday: "1990-05-01", email: null, phone: "13800000001" });
    await waitFor(() => expect(services.session.getSnapshot().context.user?.realname).toBe("张三丰"));
    expect(await screen.findByText("修改成功")).toBeInTheDocument();
  });

  it("基本设置: the name is required and the mobile number checked", async () => {
    const api = new FakeApi();
    renderAsUser(BaseSetting, api);
    await userEvent.clear(field("姓名"));
    await userEvent.clear(field("手机号"));
    await userEvent.type(field("手机号"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "更新基本信息" }));
    expect(field("姓名")).toHaveAttribute("aria-invalid", "true");
    expect(field("手机号")).toHaveAttribute("aria-invalid", "true");
    expect(api.requests.filter((r) => r.method === "PUT")).toEqual([]);
  });

  it("修改头像: refuses other file types and pictures over 2 MB, previews a good one", async () => {
    // jsdom has no object URLs
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
    renderAsUser(Avatar);
    const save = screen.getByRole("button", { name: "上传并保存头像" });
    expect(save).toBeDisabled();
    const input = screen.getByTestId("avatar-file") as HTMLInputElement;

    await userEvent.upload(input, new File(["x"], "a.txt", { type: "text/plain" }), { applyAccept: false });
    expect(screen.getByRole("alert")).toHaveTextContent("请选择 PNG、JPG、GIF 或 WebP 图片");
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(screen.getByRole("alert")).toHaveTextContent("图片不能超过 2 MB");
    expect(save).toBeDisabled();

    await userEvent.upload(input, new File([new Uint8Array(10)], "me.png", { type: "image/png" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(save).toBeEnabled();
    expect(screen.getByTestId("avatar-preview")).toHaveAttribute("src", "blob:preview");
  });

  it("安全设置: the bound mobile masked and the email; 修改 opens the password dialog or the basic settings", async () => {
    renderAsUser(Security);
    expect(screen.getByText("已绑定：138****0001")).toBeInTheDocument();
    expect(screen.getByText("已绑定：zhangsan@example.com")).toBeInTheDocument();
    const [password, mobile, email] = screen.getAllByRole("button", { name: "修改" });
    await userEvent.click(mobile!);
    expect(window.location.hash).toBe("#/account/settings/base");
    window.location.hash = "#/account/settings/security";
    await userEvent.click(email!);
    expect(window.location.hash).toBe("#/account/settings/base");
    await userEvent.click(password!);
    expect(await screen.findByTestId("change-password-dialog")).toBeInTheDocument();
  });

  it("个性化设置: the layout settings on a page", () => {
    renderAsUser(Custom);
    expect(screen.getByRole("heading", { name: "个性化设置" })).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "主题色" })).toBeInTheDocument();
  });

  it("账户绑定: says so when no provider is configured", async () => {
    renderAsUser(Binding, new FakeApi().on("GET /sys/thirdLogin/providers", ok([])));
    expect(await screen.findByTestId("no-providers")).toHaveTextContent("系统尚未配置第三方登录");
  });

  it("账户绑定: a configured provider has a 绑定 link to its sign-in", async () => {
    renderAsUser(Binding, new FakeApi().on("GET /sys/thirdLogin/providers", ok([{ type: "github", name: "GitHub", url: "/qt/sys/thirdLogin/render/github" }])));
    const link = await screen.findByRole("link", { name: "绑定" });
    expect(link).toHaveAttribute("href", "/qt/sys/thirdLogin/render/github");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("GitHub")).toBeInTheDocument();
    expect(screen.queryByTestId("no-providers")).toBeNull();
  });

  it("新消息通知: off and disabled where the browser cannot speak", () => {
    renderAsUser(Notification);
    expect(screen.getByRole("checkbox", { name: "语音播报新消息" })).toBeDisabled();
    expect(screen.getByText("当前浏览器不支持语音播报")).toBeInTheDocument();
  });

  it("新消息通知: the switch remembers the choice in this browser and 试听 speaks", async () => {
    const spoken: string[] = [];
    class Utterance {
      lang = "";
      constructor(readonly text: string) {}
    }
    vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
    vi.stubGlobal("speechSynthesis", { speak: (u: Utterance) => spoken.push(u.text), cancel: () => {}, getVoices: () => [] });
    renderAsUser(Notification);
    const toggle = screen.getByRole("checkbox", { name: "语音播报新消息" });
    const tryIt = screen.getByRole("button", { name: "试听" });
    expect(toggle).not.toBeChecked();
    expect(tryIt).toBeDisabled();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem("qt.noticeSpeech")).toBe("1");
    await userEvent.click(tryIt);
    expect(spoken).toEqual(["您有一条新消息"]);
    await userEvent.click(toggle);
    expect(localStorage.getItem("qt.noticeSpeech")).toBeNull();
  });
});
