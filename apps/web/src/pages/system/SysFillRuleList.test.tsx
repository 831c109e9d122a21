/**
 * 填值规则 in jsdom over the fake API: rows show their kind by its label; adding a sequence rule
 * through the labelled parameter inputs (a period the date pattern does not show is refused in
 * place, the next value's shape shows) sends the parameters as a JSON string; the code is fixed on
 * edit; 功能测试 shows the server's value, and only to holders of its code.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeApi, ok, page, renderWithServices } from "../../../test/components/harness";
import SysFillRuleList from "./SysFillRuleList";

const ORDER = "org.jeecg.modules.system.rule.OrderNumberRule";
const ROWS = [
  { id: "1", ruleName: "订单流水号", ruleCode: "shop_order_num", ruleClass: ORDER, ruleParams: "{}", createTime: "2026-12-07 10:00:00" },
  { id: "2", ruleName: "旧规则", ruleCode: "legacy", ruleClass: "com.example.Legacy", ruleParams: null, createTime: "2026-12-06 10:00:00" },
];
const ALL = ["list", "add", "edit", "test"].map((op) => `system:fillRule:${op}`);

function api() {
  return new FakeApi()
    .on("GET /sys/fillRule/list", page(ROWS))
    .on("GET /sys/duplicate/check", ok(null, "该值可用！"))
    .on("POST /sys/fillRule/add", ok(null, "添加成功！"))
    .on("PUT /sys/fillRule/edit", ok(null, "编辑成功!"));
}

const two = (n: number) => String(n).padStart(2, "0");

describe("填值规则", () => {
  it("shows each row's kind by its label (an unknown class as it is)", async () => {
    await renderWithServices(<SysFillRuleList path="/isystem/fillRule" query={new URLSearchParams()} />, { api: api(), permissions: ALL });
    const rows = await screen.findAllByTestId("list-row");
    expect(rows[0]!.textContent).toContain("订单号（OrderNumberRule）");
    expect(rows[1]!.textContent).toContain("com.example.Legacy");
  });

  it("adds a sequence rule through its labelled inputs: the shape of the next value shows, a bad period is refused in place", async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderWithServices(<SysFillRuleList path="/isystem/fillRule" query={new URLSearchParams()} />, { api: fake, permissions: ALL });
    await screen.findAllByTestId("list-row");
    await user.click(screen.getByTestId("toolbar-add"));
    const modal = await screen.findByTestId("record-modal");
    await user.type(within(modal).getByLabelText(/规则名称/), "合同编号");
    await user.type(within(modal).getByLabelText(/规则编码/), "contract_no");
    await user.selectOptions(within(modal).getByLabelText(/规则实现类/), "sequence");

    const sequence = within(modal).getByTestId("fill-rule-sequence");
    await user.type(within(sequence).getByLabelText("前缀"), "HT-");
    await user.selectOptions(within(sequence).getByLabelText("日期格式"), "yyyyMM");
    // the default reset is daily: a month pattern would repeat values
    expect(within(sequence).getByTestId("fill-rule-example").textContent).toContain("日期格式须包含重置周期");
    await user.selectOptions(within(sequence).getByLabelText("序号重置"), "month");
    await user.clear(within(sequence).getByLabelText("序号位数"));
    await user.type(within(sequence).getByLabelText("序号位数"), "3");
    const now = new Date();
    expect(within(sequence).getByTestId("fill-rule-example").textContent).toContain(`下一个值形如：HT-${now.getFullYear()}${two(now.getMonth() + 1)}001`);

    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(fake.calls("POST /sys/fillRule/add")).toHaveLength(1));
    const body = fake.calls("POST /sys/fillRule/add")[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ ruleName: "合同编号", ruleCode: "contract_no", ruleClass: "sequence" });
    expect(JSON.parse(String(body.ruleParams))).toEqual({ prefix: "HT-", datePattern: "yyyyMM", digits: 3, reset: "month" });
  });

  it("keeps the code on edit and shows the stock rule's defaults", async () => {
    const user = userEvent.setup();
    await renderWithServices(<SysFillRuleList path="/isystem/fillRule" query={new URLSearchParams()} />, { api: api(), permissions: ALL });
    const rows = await screen.findAllByTestId("list-row");
    await user.click(within(rows[0]!).getByRole("button", { name: "编辑" }));
    const modal = await screen.findByTestId("record-modal");
    expect(within(modal).getByLabelText(/规则编码/)).toHaveAttribute("readonly");
    const sequence = within(modal).getByTestId("fill-rule-sequence");
    expect(within(sequence).getByLabelText("前缀")).toHaveValue("CN");
    expect(within(sequence).getByLabelText("序号位数")).toHaveValue(4);
  });

  it("功能测试 shows the value the server generated", async () => {
    const user = userEvent.setup();
    let n = 0;
    const fake = api().on("GET /sys/fillRule/testFillRule", () => ok(`CN20261207${String(++n).padStart(4, "0")}`));
    await renderWithServices(<SysFillRuleList path="/isystem/fillRule" query={new URLSearchParams()} />, { api: fake, permissions: ALL });
    const rows = await screen.findAllByTestId("list-row");
    await user.click(within(rows[0]!).getByRole("button", { name: "功能测试" }));
    const info = await screen.findByRole("alertdialog");
    expect(info.textContent).toContain("生成结果：CN202612070001");
    expect(fake.calls("GET /sys/fillRule/testFillRule")[0]!.query).toMatchObject({ ruleCode: "shop_order_num" });
  });

  it("offers no 功能测试 without system:fillRule:test", async () => {
    await renderWithServices(<SysFillRuleList path="/isystem/fillRule" query={new URLSearchParams()} />, { api: api(), permissions: ["system:fillRule:list"] });
    const rows = await screen.findAllByTestId("list-row");
    expect(within(rows[0]!).queryByRole("button", { name: "功能测试" })).toBeNull();
  });
});
