/** Assembles the contract. `npm run generate -w @qt/openapi` writes it to openapi.json. */
import { ContractBuilder, type Document } from "./builder.js";
import { addChannels } from "./channels.js";
import { addCommon } from "./sys/common.js";
import { addSession } from "./sys/session.js";
import { addAccount } from "./sys/account.js";
import { addSystemAdmin } from "./sys/admin.js";
import { addBusiness } from "./business/index.js";

export * from "./resource.js";
export * from "./sys/admin.js";
export * from "./business/resources.js";

export function buildContract(): Document {
  const b = new ContractBuilder();
  addSession(b);
  addAccount(b);
  addCommon(b);
  addSystemAdmin(b);
  addBusiness(b);
  const websockets = addChannels(b);
  const doc = b.build({
    title: "QT console API",
    version: "1.0.0",
    summary: "Back-office API of the design-template marketplace, in the JeecgBoot 3.x wire format",
    description:
      "Every JSON answer is the Result envelope `{success, message, code, result, timestamp}`; decide on `success`. " +
      "Dates are `yyyy-MM-dd HH:mm:ss` strings in the server's zone, ids are strings, money is an exact decimal string. " +
      "Menu titles and dictionary texts (options, `<field>_dictText`) answer in the caller's language, from `Accept-Language` (zh-CN by default; see the AcceptLanguage parameter). " +
      "`x-permission` on an operation is the permission code the caller needs; `x-public` marks calls that need no token, `x-any-user` calls any logged-in user may make. " +
      "This document is generated from packages/openapi/src/build: edit those files, then run `npm run generate -w @qt/openapi`.",
    license: { name: "UNLICENSED", identifier: "UNLICENSED" },
    contact: { name: "QT console maintainers" },
  });
  doc["x-websockets"] = websockets;
  return doc;
}
