/**
 * The result pages in jsdom: registered under JeecgBoot's component names and reached at
 * /result/success and /result/fail; 提交成功 with 返回列表 and 打印, 提交失败 with the reasons the
 * location names and 返回修改; a flow's own title from the location.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../../test/components/harness";
import { resolvePage } from "../../router/routes";
import { pageLoader } from "../registry";
import ResultFail from "./Error";
import Success from "./Success";

describe("result pages", () => {
  it("are registered as result/Success and result/Error, at /result/success and /result/fail", () => {
    expect(pageLoader("result/Success")).toBeTypeOf("function");
    expect(pageLoader("result/Error")).toBeTypeOf("function");
    expect(resolvePage("/result/success", new Map())?.component).toBe("result/Success");
    expect(resolvePage("/result/fail", new Map())?.component).toBe("result/Error");
  });

  it("success: 提交成功, 返回列表 goes back, 打印 prints", async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await renderWithServices(<Success path="/result/success" query={new URLSearchParams()} />);
    expect(screen.getByRole("heading", { name: "提交成功" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "返回列表" }));
    expect(back).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "打印" }));
    expect(print).toHaveBeenCalledTimes(1);
    back.mockRestore();
    print.mockRestore();
  });

  it("fail: 提交失败 with the reasons of the location, and a flow's own title", async () => {
    const query = new URLSearchParams([["title", "导入失败"], ["reason", "您的账户已被冻结"], ["reason", "您的账户还不具备申请资格"]]);
    await renderWithServices(<ResultFail path="/result/fail" query={query} />);
    expect(screen.getByRole("heading", { name: "导入失败" })).toBeInTheDocument();
    expect(screen.getByText("请核对并修改以下信息后，再重新提交。")).toBeInTheDocument();
    expect(screen.getByTestId("result-reasons").querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "返回修改" })).toBeInTheDocument();
  });

  it("fail without reasons, in English", async () => {
    await renderWithServices(<ResultFail path="/result/fail" query={new URLSearchParams()} />, { locale: "en-US" });
    expect(screen.getByRole("heading", { name: "Submission failed" })).toBeInTheDocument();
    expect(screen.queryByTestId("result-reasons")).toBeNull();
    expect(screen.getByRole("button", { name: "Back to editing" })).toBeInTheDocument();
  });
});
