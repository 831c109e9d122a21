/** Site settings (/config/qtConfig): key/value rows the flows read. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG, VERSION_RULE } from "./shared.js";

/** The keys the server's flows read, with their meaning (seeded with these defaults). */
export const CONFIG_KEYS = {
  share_ratio_default: "Designer's share of a sale in % when the designer has no shareRatio (default 70)",
  withdraw_min: "Minimum withdrawal amount (default 100.00)",
  withdraw_fee_rate: "Withdrawal fee in % of the amount, rounded half-up to the cent (default 0)",
  daily_free_downloads: "Free-work downloads a non-VIP user may make per day (default 5)",
} as const;

export const qtConfig: ResourceDef = {
  base: "/config/qtConfig",
  name: "QtConfig",
  title: "站点设置",
  table: "qt_config",
  permission: "config:qt_config",
  tag: TAG.config,
  common: "business",
  defaultSort: "configKey",
  fields: {
    configKey: f.string("键（唯一）", { required: true, search: "like", sort: true, maxLength: 100 }),
    configValue: f.text("值", { required: true }),
    description: f.string("说明", { search: "like", nullable: true, maxLength: 500 }),
  },
};

export function addConfig(b: ContractBuilder): void {
  addResource(b, qtConfig);
  const keys = Object.entries(CONFIG_KEYS).map(([k, v]) => `\`${k}\`: ${v}`).join("; ");
  note(b, "get", "/config/qtConfig/list", `Keys the flows read: ${keys}.`);
  note(b, "put", "/config/qtConfig/edit", `The value of a key the flows read must parse (a number for ratios and amounts). ${VERSION_RULE}`);
  note(b, "delete", "/config/qtConfig/delete", "Refused for the keys the flows read (they fall back to nothing); edit their value instead.");
  b.tag(TAG.config, "站点设置");
}
