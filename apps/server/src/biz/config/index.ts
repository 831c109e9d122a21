/**
 * /config (DOMAIN.md): site settings, one row per unique key. The keys the flows read
 * (CONFIG_KEYS) take only a number in range and are never deleted (edit their value instead).
 */
import { CONFIG_KEYS } from "@qt/openapi/build";
import type { AppContext } from "../../context.js";
import { qtConfig as configTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtConfig, refuse, serveResource, type Row } from "../../resource/index.js";
import { toCents } from "../decimal.js";

type FlowKey = keyof typeof CONFIG_KEYS;
const isFlowKey = (key: unknown): key is FlowKey => typeof key === "string" && Object.hasOwn(CONFIG_KEYS, key);

/** Whether `value` is a valid value of the flow key `key`. */
const VALID: Record<FlowKey, (value: string) => boolean> = {
  share_ratio_default: (v) => isPercent(v),
  withdraw_fee_rate: (v) => isPercent(v),
  withdraw_min: (v) => (toCents(v) ?? -1n) >= 0n,
  daily_free_downloads: (v) => /^\d+$/.test(v) && Number(v) <= 1_000_000,
};
function isPercent(v: string): boolean {
  const c = toCents(v);
  return c !== null && c >= 0n && c <= 10_000n;
}

function checkValue(values: Row, existing?: Row): void {
  const key = values.configKey ?? existing?.configKey;
  const value = String(values.configValue ?? existing?.configValue ?? "").trim();
  if (isFlowKey(key) && !VALID[key](value)) throw refuse(`「${key}」的值须为合法数字（${CONFIG_KEYS[key]}）`);
  if (values.configValue !== undefined) values.configValue = value;
}

export function registerBizConfig(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtConfig,
    table: configTable,
    unique: ["configKey"],
    hooks: {
      beforeAdd: (values) => checkValue(values),
      beforeEdit(values, existing) {
        if (values.configKey !== undefined && values.configKey !== existing.configKey && isFlowKey(existing.configKey)) {
          throw refuse(`「${existing.configKey}」由业务流程读取，不能改键`);
        }
        checkValue(values, existing);
      },
      beforeDelete(rows) {
        const used = rows.find((r) => isFlowKey(r.configKey));
        if (used) throw refuse(`「${String(used.configKey)}」由业务流程读取，不能删除（可修改其值）`);
      },
    },
  });
}
