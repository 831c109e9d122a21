/**
 * The demo marketplace (DOMAIN.md): VIP levels, work types, platform users and designers, works
 * through every audit state, orders with the money trail the flows would leave (pay records,
 * buyer and designer money logs, cash shares, refunds, withdrawals with their debits and
 * credit-backs), collections, exams, change requests, feedback, notices and reads, ads,
 * articles, guides and site settings.
 *
 * Deterministic: the same options (seed, anchor, sizes) give the same rows, ids included. Time
 * runs forward over the ~180 days before the anchor, one order at a time, with every user's
 * balance kept in cents, so balances never go negative and equal the sum of their money logs;
 * later events of a flow (a refund, a withdrawal's rejection) wait in a queue for their time.
 * Users and works are written last (their balances, scores and counters are known only then).
 */
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { CONFIG_KEYS } from "@qt/openapi/build";
import type { Db } from "../../db/database.js";
import * as t from "../../db/schema/index.js";
import { BulkWriter, type BulkWriterOptions, type SeedRow } from "./bulk-writer.js";
import { Rng } from "./prng.js";
import * as words from "./texts.js";

export interface MarketplaceSizes {
  users: number;
  works: number;
  orders: number;
}

export interface MarketplaceOptions extends MarketplaceSizes, BulkWriterOptions {
  seed: number;
  /** "Now" of the data: everything happens in the ~200 days before it. */
  anchor: Date;
}

/** The first start's sizes (DOMAIN.md): 2,000 users of whom 300 designers, 10,000 works, 30,000 orders. */
export const DEMO_SIZES: MarketplaceSizes = { users: 2000, works: 10_000, orders: 30_000 };
export const DEMO_SEED = 20_260_101;

/** Sizes not given follow the orders in the demo's proportions (never below the demo's). */
export function scaleSizes(given: Partial<MarketplaceSizes>): MarketplaceSizes {
  const orders = given.orders ?? DEMO_SIZES.orders;
  const factor = Math.max(1, orders / DEMO_SIZES.orders);
  return {
    orders,
    works: given.works ?? Math.round(DEMO_SIZES.works * factor),
    users: given.users ?? Math.round(DEMO_SIZES.users * factor),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DESIGNER_SHARE = 0.15;

/** The tables the marketplace fills (and `--replace` empties). */
export const MARKETPLACE_TABLES: readonly PgTable[] = [
  t.qtVipLevel, t.qtWorkType, t.qtUser, t.qtWork, t.qtWorkOrder, t.qtWorkCollection, t.qtWorkExam, t.qtWorkGuide,
  t.qtWorkAdjust, t.qtWorkFail, t.qtWithout, t.qtCashShare, t.qtMoneyLog, t.qtScoreLog, t.qtPayRecord, t.qtFeedback,
  t.qtNotice, t.qtNoticeRead, t.qtAd, t.qtAdItem, t.qtArticle, t.qtConfig,
];

/** Default site settings (the flow keys of CONFIG_KEYS and two descriptive ones). */
const CONFIG_ROWS: readonly [key: string, value: string, description: string][] = [
  ["share_ratio_default", "70", CONFIG_KEYS.share_ratio_default],
  ["withdraw_min", "100.00", CONFIG_KEYS.withdraw_min],
  ["withdraw_fee_rate", "0", CONFIG_KEYS.withdraw_fee_rate],
  ["daily_free_downloads", "5", CONFIG_KEYS.daily_free_downloads],
  ["site_name", "千图设计素材", "站点名称"],
  ["service_phone", "400-820-8820", "客服电话"],
];

const VIP_LEVELS = [
  { name: "月度会员", code: "month", price: 2900, days: 30, downloads: 10, discount: "90.00", commercial: "0" },
  { name: "季度会员", code: "quarter", price: 7900, days: 90, downloads: 20, discount: "85.00", commercial: "0" },
  { name: "年度会员", code: "year", price: 19900, days: 365, downloads: 50, discount: "80.00", commercial: "1" },
  { name: "终身会员", code: "lifetime", price: 59900, days: 0, downloads: 100, discount: "70.00", commercial: "1" },
] as const;

const PRICES = [990, 1990, 2900, 3900, 4900, 5900, 6900, 9900, 12900, 19900];
const DESIGNER_LEVELS = [["junior", -1], ["middle", 7500], ["senior", 8000], ["expert", 8500]] as const;

/** Table numbers in the ids (2 hex digits). */
const T = {
  vip: 1, type: 2, user: 3, work: 4, order: 5, collection: 6, exam: 7, guide: 8, adjust: 9, fail: 10, without: 11,
  share: 12, moneyLog: 13, scoreLog: 14, pay: 15, feedback: 16, notice: 17, noticeRead: 18, ad: 19, adItem: 20, article: 21, config: 22,
} as const;

/** `12345` cents → "123.45". */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  const frac = abs % 100;
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${frac < 10 ? "0" : ""}${frac}`;
}

/** `amount × ratio%` half-up to the cent, both in hundredths (cents; ratio 7000 = 70.00 %), as the flows compute it. */
export const shareCents = (amountCents: number, ratioHundredths: number): number => Math.floor((amountCents * ratioHundredths + 5000) / 10_000);

const iso = (ms: number): string => new Date(ms).toISOString();

interface QueuedEvent {
  at: number;
  seq: number;
  run: () => Promise<unknown>;
}

/** Min-heap of future events by time (a rejection's credit-back waits for its audit time). */
class EventQueue {
  private readonly items: QueuedEvent[] = [];
  private seq = 0;
  push(at: number, run: () => Promise<unknown>): void {
    const item = { at, seq: this.seq++, run };
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  /** Runs every event due at or before `time`, oldest first. */
  async runUntil(time: number): Promise<void> {
    const a = this.items;
    while (a.length && a[0]!.at <= time) {
      const top = a[0]!;
      const last = a.pop()!;
      if (a.length) {
        a[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < a.length && this.less(a[l]!, a[m]!)) m = l;
          if (r < a.length && this.less(a[r]!, a[m]!)) m = r;
          if (m === i) break;
          [a[i], a[m]] = [a[m]!, a[i]!];
          i = m;
        }
      }
      await top.run();
    }
  }
  private less(x: QueuedEvent, y: QueuedEvent): boolean {
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }
}

export interface MarketplaceResult {
  /** Rows written per table. */
  rows: Record<string, number>;
  ms: number;
}

export async function seedMarketplace(db: Db, options: MarketplaceOptions): Promise<MarketplaceResult> {
  const started = performance.now();
  const { seed, users: U, works: W, orders: O } = options;
  if (U < 10 || W < 10 || O < 0) throw new Error("seedMarketplace: at least 10 users and 10 works");
  const A = Math.floor(options.anchor.getTime() / 1000) * 1000;
  const seedHex = (seed >>> 0).toString(16).padStart(8, "0").slice(-6);
  const id = (table: number, i: number): string => `${table.toString(16).padStart(2, "0")}${seedHex}${i.toString(16).padStart(24, "0")}`;
  const rng = new Rng(seed, 1);
  const out = new BulkWriter(db, options);
  const add = async (table: PgTable, row: SeedRow): Promise<void> => {
    if (out.add(table, row)) await out.drain();
  };

  // ── site settings: the flows' values are read back (a base seeder may have set them) ─────────
  await db
    .insert(t.qtConfig)
    .values(CONFIG_ROWS.map(([configKey, configValue, description], i) => ({ id: id(T.config, i), configKey, configValue, description, createBy: "admin", createTime: new Date(A - 200 * DAY) })))
    .onConflictDoNothing();
  const setting = async (key: string, fallback: string): Promise<string> =>
    (await db.select({ v: t.qtConfig.configValue }).from(t.qtConfig).where(eq(t.qtConfig.configKey, key)).limit(1))[0]?.v ?? fallback;
  const hundredths = (v: string): number => Math.round(Number(v) * 100);
  const defaultRatio = hundredths(await setting("share_ratio_default", "70"));
  const withdrawMin = Math.max(1, hundredths(await setting("withdraw_min", "100")));
  const feeRate = hundredths(await setting("withdraw_fee_rate", "0"));

  // ── VIP levels and work types ─────────────────────────────────────────────────────────────
  const vipIds = VIP_LEVELS.map((_, i) => id(T.vip, i));
  for (const [i, v] of VIP_LEVELS.entries()) {
    await add(t.qtVipLevel, {
      id: vipIds[i], name: v.name, code: v.code, price: centsText(v.price), durationDays: v.days, dailyDownloads: v.downloads, discount: v.discount,
      commercialUse: v.commercial, sort: i + 1, status: "1", createBy: "admin", createTime: iso(A - 200 * DAY),
    });
  }
  const leaves: { id: string; root: number }[] = [];
  let typeNo = 0;
  for (const [r, root] of words.WORK_TYPES.entries()) {
    const rootId = id(T.type, typeNo++);
    await add(t.qtWorkType, { id: rootId, pid: "0", name: root.name, code: root.code, sort: r + 1, createBy: "admin", createTime: iso(A - 200 * DAY) });
    for (const [c, [name, code]] of root.children.entries()) {
      const childId = id(T.type, typeNo++);
      leaves.push({ id: childId, root: r });
      await add(t.qtWorkType, { id: childId, pid: rootId, name, code, sort: c + 1, createBy: "admin", createTime: iso(A - 200 * DAY) });
    }
  }

  // ── platform users (written at the end, with their balances) ─────────────────────────────────
  const reg = new Float64Array(U);
  for (let i = 0; i < U; i++) reg[i] = A - 200 * DAY * (1 - Math.sqrt(rng.next())); // more sign-ups lately
  reg.sort();
  reg[0] = A - 200 * DAY;
  const D = Math.max(1, Math.round(U * DESIGNER_SHARE));
  const isDesigner = new Uint8Array(U);
  const designers: number[] = [];
  for (let i = 0; i < U; i++) {
    if (i === 0 || Math.floor((i * D) / U) > Math.floor(((i - 1) * D) / U)) {
      isDesigner[i] = 1;
      designers.push(i);
    }
  }
  const level = new Int8Array(U).fill(-1);
  const ratio = new Int32Array(U).fill(-1); // hundredths of a percent; -1: the site default
  const withdrawAt = new Float64Array(U); // the balance at which a designer asks for a withdrawal
  for (const d of designers) {
    const l = rng.weighted([[0, 50], [1, 30], [2, 15], [3, 5]] as const);
    level[d] = l;
    ratio[d] = DESIGNER_LEVELS[l][1];
    withdrawAt[d] = rng.int(3, 20) * 10_000;
  }
  const balance = new Float64Array(U); // cents
  const score = new Int32Array(U);
  const lastLog = new Float64Array(U); // each user's money logs keep their order in time
  const vipLevel = new Int8Array(U).fill(-1);
  const vipStart = new Float64Array(U);
  const vipEnd = new Float64Array(U);
  const userId = (u: number): string => id(T.user, u);

  let moneyLogs = 0;
  const moneyLog = async (u: number, at: number, type: string, cents: number, refType: string | null, refId: string | null, remark?: string): Promise<number> => {
    const time = Math.max(at, lastLog[u]! + 1000);
    lastLog[u] = time;
    balance[u]! += cents;
    if (balance[u]! < 0) throw new Error(`seedMarketplace: user ${u} would go below 0`);
    await add(t.qtMoneyLog, {
      id: id(T.moneyLog, moneyLogs++), userId: userId(u), type, amount: centsText(cents), balanceAfter: centsText(balance[u]!), refType, refId,
      remark: remark ?? null, createTime: iso(time),
    });
    return time;
  };
  let pays = 0;
  const payRecord = async (u: number, at: number, purpose: string, channel: string, cents: number, status: string, r: Rng): Promise<string> => {
    const pid = id(T.pay, pays);
    const day = iso(at).slice(0, 10).replace(/-/g, "");
    await add(t.qtPayRecord, {
      id: pid, payNo: `P${day}${String(pays++).padStart(10, "0")}`, userId: userId(u), purpose, channel, amount: centsText(cents), status,
      tradeNo: channel === "wechat" || channel === "alipay" ? `${channel === "wechat" ? "42" : "20"}${day}${r.digits(16)}` : null,
      paidTime: status === "failed" || status === "pending" ? null : iso(at), createTime: iso(at - 30_000), updateTime: status === "refunded" ? iso(at + HOUR) : null,
    });
    return pid;
  };

  // VIP memberships bought (through a channel), before the orders that use them
  for (let u = 0; u < U; u++) {
    if (!rng.chance(0.12)) continue;
    const l = rng.weighted([[0, 45], [1, 25], [2, 22], [3, 8]] as const);
    const at = reg[u]! + (A - reg[u]!) * rng.next() * 0.8;
    vipLevel[u] = l;
    vipStart[u] = at;
    vipEnd[u] = VIP_LEVELS[l].days ? at + VIP_LEVELS[l].days * DAY : Infinity;
    await payRecord(u, at, "vip", rng.chance(0.6) ? "wechat" : "alipay", VIP_LEVELS[l].price, "success", rng);
  }

  // ── works (written at the end, with their counters) ───────────────────────────────────────────
  const wTime = new Float64Array(W);
  for (let i = 0; i < W; i++) wTime[i] = A - 190 * DAY * (1 - Math.sqrt(rng.next()));
  wTime.sort();
  const wDesigner = new Int32Array(W);
  const wLeaf = new Int16Array(W);
  const wPrice = new Int32Array(W);
  const wStatus = new Uint8Array(W); // index in STATUSES
  const wShelf = new Uint8Array(W);
  const wRecommend = new Uint8Array(W);
  const wAudit = new Float64Array(W);
  const wSold = new Int32Array(W);
  const wCollected = new Int32Array(W);
  const STATUSES = ["draft", "pending", "approved", "rejected", "reexam"] as const;
  const sellable: number[] = [];
  let designersBefore = 0;
  for (let i = 0; i < W; i++) {
    const at = wTime[i]!;
    while (designersBefore < designers.length && reg[designers[designersBefore]!]! <= at) designersBefore++;
    wDesigner[i] = designers[Math.floor(Math.max(1, designersBefore) * rng.next() ** 1.5)]!;
    wLeaf[i] = rng.int(0, leaves.length - 1);
    wPrice[i] = rng.chance(0.12) ? 0 : rng.pick(PRICES);
    const age = A - at;
    const s =
      age < 3 * DAY
        ? rng.weighted([[1, 60], [2, 30], [3, 5], [0, 5]] as const)
        : age < 14 * DAY
          ? rng.weighted([[2, 80], [1, 10], [3, 6], [4, 2], [0, 2]] as const)
          : rng.weighted([[2, 91], [3, 6], [4, 1.5], [0, 1.5]] as const);
    wStatus[i] = s;
    if (s >= 2) wAudit[i] = Math.min(A - 60_000, at + rng.int(1, 48) * HOUR);
    if (s === 2 && rng.chance(0.94)) {
      wShelf[i] = 1;
      wRecommend[i] = rng.chance(0.06) ? 1 : 0;
      if (wPrice[i]! > 0) sellable.push(i);
    }
  }
  if (!sellable.length) throw new Error("seedMarketplace: no work on sale (too few works)");

  // ── orders and the money trail, forward in time ─────────────────────────────────────────────
  const queue = new EventQueue();
  const vipToday = new Map<number, { day: number; n: number }>();
  let shares = 0;
  let withdrawals = 0;
  let sellableBefore = 0;
  let buyersBefore = 0;
  const start = A - 180 * DAY;
  const span = 180 * DAY - HOUR;

  const withdraw = async (d: number, at: number, r: Rng): Promise<void> => {
    const amount = Math.floor(balance[d]! / 10_000) * 10_000;
    if (amount < withdrawMin) return;
    const wid = id(T.without, withdrawals++);
    const created = await moneyLog(d, at, "withdraw", -amount, "qt_without", wid);
    const age = A - created;
    const status = age < 2 * DAY ? r.weighted([["pending", 50], ["approved", 25], ["paid", 15], ["rejected", 10]] as const) : r.weighted([["paid", 86], ["rejected", 10], ["approved", 4]] as const);
    const audited = status === "pending" ? null : Math.min(A - 60_000, created + r.int(1, 72) * HOUR);
    const remark = status === "rejected" ? r.pick(["收款账户信息有误", "账户名与实名不一致", "银行卡已注销"]) : status === "pending" ? null : "审核通过";
    const bank = r.chance(0.4);
    await add(t.qtWithout, {
      id: wid, userId: userId(d), amount: centsText(amount), fee: centsText(shareCents(amount, feeRate)), accountType: bank ? "bank" : "alipay",
      accountNo: bank ? `6222${r.digits(15)}` : `1${r.int(30, 99)}${r.digits(8)}`, accountName: `设计师${d}`, status, auditRemark: remark,
      auditBy: audited ? "finance" : null, auditTime: audited ? iso(audited) : null, createTime: iso(created), updateTime: audited ? iso(audited) : null,
    });
    if (status === "rejected") queue.push(audited!, () => moneyLog(d, audited!, "withdraw", amount, "qt_without", wid, remark!));
  };

  for (let i = 0; i < O; i++) {
    const r = new Rng(seed, 2, i);
    const at = start + span * Math.sqrt((i + r.next()) / O); // more orders lately
    await queue.runUntil(at);
    while (sellableBefore < sellable.length && wTime[sellable[sellableBefore]!]! < at - HOUR) sellableBefore++;
    while (buyersBefore < U && reg[buyersBefore]! < at) buyersBefore++;
    const w = sellable[Math.floor(Math.max(1, sellableBefore) * (1 - r.next() ** 2))]!; // newer works sell more
    const b = Math.floor(Math.max(1, buyersBefore) * r.next());
    const age = A - at;
    const state = age < 2 * HOUR && r.chance(0.5) ? "unpaid" : r.weighted([["paid", 91], ["closed", 7.5], ["refunded", 1.5]] as const);
    const oid = id(T.order, i);
    const day = iso(at).slice(0, 10).replace(/-/g, "");
    const order: SeedRow = {
      id: oid, orderNo: `O${day}${String(i).padStart(12, "0")}`, userId: userId(b), workId: id(T.work, w), amount: centsText(wPrice[w]!),
      payType: null, status: state, payRecordId: null, paidTime: null, createTime: iso(at), updateTime: null,
    };
    if (state === "closed") order.updateTime = iso(at + 30 * 60_000);
    if (state === "paid" || state === "refunded") {
      const paidAt = at + r.int(5, 300) * 1000;
      const today = Math.floor(paidAt / DAY);
      const vt = vipToday.get(b);
      const vipOk = vipLevel[b]! >= 0 && vipStart[b]! <= paidAt && paidAt < vipEnd[b]! && (!vt || vt.day !== today || vt.n < VIP_LEVELS[vipLevel[b]!]!.downloads);
      const payType = vipOk && r.chance(0.5) ? "vip" : r.weighted([["balance", 35], ["wechat", 38], ["alipay", 27]] as const);
      if (payType === "vip") vipToday.set(b, vt && vt.day === today ? { day: today, n: vt.n + 1 } : { day: today, n: 1 });
      const amount = payType === "vip" ? 0 : wPrice[w]!;
      if (payType === "balance" && balance[b]! < amount) {
        const topUp = Math.ceil((amount - balance[b]!) / 10_000) * 10_000 + r.pick([0, 0, 5000, 10_000, 20_000]);
        const rechargeAt = paidAt - r.int(60, 600) * 1000;
        const rid = await payRecord(b, rechargeAt, "recharge", r.chance(0.6) ? "wechat" : "alipay", topUp, "success", r);
        await moneyLog(b, rechargeAt, "recharge", topUp, "qt_pay_record", rid);
      }
      const pid = await payRecord(b, paidAt, "work", payType, amount, state === "refunded" ? "refunded" : "success", r);
      Object.assign(order, { amount: centsText(amount), payType, payRecordId: pid, paidTime: iso(paidAt), updateTime: iso(paidAt) });
      if (payType === "balance") await moneyLog(b, paidAt, "purchase", -amount, "qt_work_order", oid);
      wSold[w]!++;
      const d = wDesigner[w]!;
      const ratioH = ratio[d]! >= 0 ? ratio[d]! : defaultRatio;
      const share = shareCents(amount, ratioH);
      let shareId: string | null = null;
      if (amount > 0) {
        shareId = id(T.share, shares++);
        const shareRow = { orderId: oid, workId: id(T.work, w), designerId: userId(d), ratio: centsText(ratioH), status: "settled" };
        await add(t.qtCashShare, { id: shareId, ...shareRow, orderAmount: centsText(amount), amount: centsText(share), createTime: iso(paidAt) });
        await moneyLog(d, paidAt, "income", share, "qt_cash_share", shareId);
        if (state === "refunded") {
          const refundAt = paidAt + r.int(5, 60) * 60_000;
          if (payType === "balance") await moneyLog(b, refundAt, "refund", amount, "qt_work_order", oid, "用户申请退款");
          const reversalId = id(T.share, shares++);
          await add(t.qtCashShare, { id: reversalId, ...shareRow, orderAmount: centsText(-amount), amount: centsText(-share), createTime: iso(refundAt) });
          await moneyLog(d, refundAt, "refund", -share, "qt_cash_share", reversalId, "用户申请退款");
          order.updateTime = iso(refundAt);
        }
      }
      if (state === "paid" && balance[d]! >= withdrawAt[d]! && r.chance(0.5)) await withdraw(d, paidAt + r.int(10, 120) * 60_000, r);
    }
    if (r.chance(0.002)) {
      const u = Math.floor(Math.max(1, buyersBefore) * r.next());
      await moneyLog(u, at, "adjust", r.int(1, 5) * 1000, null, null, "活动奖励");
    }
    await add(t.qtWorkOrder, order);
  }
  await queue.runUntil(A);

  // ── collections, exams, change requests, failed audits ─────────────────────────────────────────
  const approved: number[] = [];
  for (let i = 0; i < W; i++) if (wStatus[i] === 2) approved.push(i);
  const collected = new Set<number>();
  const collections = approved.length ? 2 * U : 0;
  for (let k = 0; k < collections; k++) {
    const u = rng.int(0, U - 1);
    const w = approved[rng.int(0, approved.length - 1)]!;
    if (collected.has(u * W + w)) continue;
    collected.add(u * W + w);
    wCollected[w]!++;
    const from = Math.max(reg[u]!, wAudit[w]!);
    await add(t.qtWorkCollection, { id: id(T.collection, k), userId: userId(u), workId: id(T.work, w), createTime: iso(from + (A - from) * rng.next()) });
  }
  let exams = 0;
  for (const d of designers) {
    await add(t.qtWorkExam, {
      id: id(T.exam, exams++), userId: userId(d), sampleFiles: `/demo/exam/${d}/1.psd,/demo/exam/${d}/2.psd`, score: rng.int(70, 98), result: "passed",
      reviewer: "auditor", reviewTime: iso(reg[d]! + HOUR), remark: "作品质量良好", createTime: iso(reg[d]!),
    });
  }
  for (let u = 0; u < U; u++) {
    if (isDesigner[u] || !rng.chance(0.03)) continue;
    const at = reg[u]! + (A - reg[u]!) * rng.next();
    const decided = A - at > 3 * DAY;
    await add(t.qtWorkExam, {
      id: id(T.exam, exams++), userId: userId(u), sampleFiles: `/demo/exam/${u}/1.psd`, score: decided ? rng.int(30, 59) : null, result: decided ? "failed" : "pending",
      reviewer: decided ? "auditor" : null, reviewTime: decided ? iso(at + DAY) : null, remark: decided ? "构图与配色需加强" : null, createTime: iso(at),
    });
  }
  const workTitle = (i: number): string => {
    const r = new Rng(seed, 4, i);
    return `${r.pick(words.STYLES)}${r.pick(words.THEMES)}${r.pick(words.KINDS)}`;
  };
  const formatOf = (i: number): string => {
    const formats = words.WORK_TYPES[leaves[wLeaf[i]!]!.root]!.formats;
    return formats[i % formats.length]!;
  };
  const fileUrl = (i: number): string => `/demo/works/${id(T.work, i)}.${formatOf(i)}`;
  const adjusts = approved.length ? Math.max(5, Math.round(W / 50)) : 0;
  for (let k = 0; k < adjusts; k++) {
    const w = approved[rng.int(0, approved.length - 1)]!;
    const field = rng.pick(["title", "price", "workTypeId", "file"] as const);
    const current = field === "title" ? workTitle(w) : field === "price" ? centsText(wPrice[w]!) : field === "workTypeId" ? leaves[wLeaf[w]!]!.id : fileUrl(w);
    const other = field === "title" ? `${current}（新版）` : field === "price" ? centsText(rng.pick(PRICES)) : field === "workTypeId" ? rng.pick(leaves).id : `${current}.v2`;
    const at = wAudit[w]! + (A - wAudit[w]!) * rng.next();
    const status = A - at < 5 * DAY ? "pending" : rng.chance(0.7) ? "approved" : "rejected";
    // an approved request's new value is the work's value now; a pending one still matches its old value
    const [oldValue, newValue] = status === "approved" ? [other, current] : [current, other];
    await add(t.qtWorkAdjust, {
      id: id(T.adjust, k), workId: id(T.work, w), field, oldValue, newValue, reason: rng.pick(["修正错别字", "调整定价", "分类选错了", "更新源文件"]), status,
      handledBy: status === "pending" ? null : "auditor", handledTime: status === "pending" ? null : iso(Math.min(A - 60_000, at + DAY)), createTime: iso(at),
    });
  }
  let fails = 0;
  for (let i = 0; i < W; i++) {
    const s = wStatus[i]!;
    const resubmitted = s === 1 && A - wTime[i]! > 3 * DAY && rng.chance(0.15);
    if (s !== 3 && !resubmitted) continue;
    const code = rng.pick(Object.keys(words.FAIL_REASONS));
    const failAt = s === 3 ? wAudit[i]! : wTime[i]! + DAY;
    await add(t.qtWorkFail, {
      id: id(T.fail, fails++), workId: id(T.work, i), reasonCode: code, reason: words.FAIL_REASONS[code], auditBy: "auditor", failTime: iso(failAt),
      resubmitted: resubmitted ? "1" : "0", createTime: iso(failAt),
    });
  }

  // ── score logs, then users with their final balances ───────────────────────────────────────
  let scoreLogs = 0;
  for (let u = 0; u < U; u++) {
    const n = rng.int(0, 5);
    const times: number[] = [];
    for (let k = 0; k < n; k++) times.push(reg[u]! + (A - reg[u]!) * rng.next());
    times.sort((x, y) => x - y);
    for (const at of times) {
      const reason = rng.weighted([["signin", 60], ["purchase", 15], ["upload", isDesigner[u] ? 15 : 0], ["exchange", score[u]! >= 50 ? 8 : 0], ["adjust", 2]] as const);
      const change = reason === "signin" ? 5 : reason === "purchase" ? 10 : reason === "upload" ? 20 : reason === "exchange" ? -50 : 100;
      score[u]! += change;
      await add(t.qtScoreLog, { id: id(T.scoreLog, scoreLogs++), userId: userId(u), change, reason, balanceAfter: score[u], refId: null, createTime: iso(at) });
    }
  }
  for (let u = 0; u < U; u++) {
    const r = new Rng(seed, 3, u);
    const name = `${r.pick(words.SURNAMES)}${r.pick(words.GIVEN)}${r.chance(0.5) ? r.pick(words.GIVEN) : ""}`;
    const nickname = r.chance(0.4) ? `${r.pick(words.NICK_PREFIX)}${name}${r.int(1, 999)}` : name;
    const lastLogin = reg[u]! + (A - reg[u]!) * Math.sqrt(r.next());
    const vip = vipLevel[u]!;
    await add(t.qtUser, {
      id: userId(u), nickname, phone: `1${r.pick(["3", "5", "7", "8", "9"])}${r.digits(9)}`, email: r.chance(0.4) ? `user${u}@example.com` : null,
      avatar: `/demo/avatar/${u % 50}.png`, gender: r.pick(["0", "1", "2"]), vipLevelId: vip >= 0 ? vipIds[vip] : null,
      vipExpireTime: vip >= 0 && Number.isFinite(vipEnd[u]) ? iso(vipEnd[u]!) : null, balance: centsText(balance[u]!), score: score[u],
      isDesigner: isDesigner[u] ? "1" : "0", designerLevel: level[u]! >= 0 ? DESIGNER_LEVELS[level[u]!]![0] : null,
      shareRatio: ratio[u]! >= 0 ? centsText(ratio[u]!) : null, status: r.chance(0.01) ? "frozen" : "normal", registerTime: iso(reg[u]!),
      lastLoginTime: iso(lastLogin), createTime: iso(reg[u]!), updateTime: lastLog[u] ? iso(lastLog[u]!) : null,
    });
  }

  // ── works with their counters ─────────────────────────────────────────────────────────
  for (let i = 0; i < W; i++) {
    const r = new Rng(seed, 5, i);
    const leaf = leaves[wLeaf[i]!]!;
    const status = STATUSES[wStatus[i]!];
    const audited = wStatus[i]! >= 2;
    const portrait = r.chance(0.6);
    await add(t.qtWork, {
      id: id(T.work, i), title: workTitle(i), workTypeId: leaf.id, designerId: userId(wDesigner[i]!), cover: `/demo/covers/${i % 200}.jpg`, fileUrl: fileUrl(i),
      fileSize: r.int(200_000, 80_000_000), format: formatOf(i), width: portrait ? 1242 : 1920, height: portrait ? 2208 : 1080, dpi: r.pick([72, 150, 300]),
      colorMode: r.pick(["RGB", "CMYK"]), tags: `${r.pick(words.TAGS)},${r.pick(words.TAGS)}`, price: centsText(wPrice[i]!), isFree: wPrice[i] ? "0" : "1",
      downloadCount: wSold[i]! + (wPrice[i] ? 0 : r.int(0, 300)), collectCount: wCollected[i], auditStatus: status,
      auditRemark: status === "approved" ? "通过" : status === "rejected" ? "驳回" : status === "reexam" ? "复审中" : null,
      auditBy: audited ? "auditor" : null, auditTime: audited ? iso(wAudit[i]!) : null, shelfStatus: wShelf[i] ? "on" : "off", recommend: String(wRecommend[i]),
      createTime: iso(wTime[i]!), updateTime: audited ? iso(wAudit[i]!) : null,
    });
  }

  // ── content and support ───────────────────────────────────────────────────────────────────
  const feedbacks = Math.max(30, Math.round(U * 0.15));
  for (let k = 0; k < feedbacks; k++) {
    const at = A - 180 * DAY * (1 - Math.sqrt(rng.next()));
    const channel = rng.weighted([["user", 60], ["agent", 25], ["outlet", 15]] as const);
    const type = rng.pick(Object.keys(words.FEEDBACK));
    const status = A - at < 3 * DAY ? rng.pick(["new", "processing"]) : rng.weighted([["resolved", 70], ["closed", 20], ["processing", 10]] as const);
    const handled = status !== "new";
    await add(t.qtFeedback, {
      id: id(T.feedback, k), userId: userId(rng.int(0, U - 1)), channel, type, content: rng.pick(words.FEEDBACK[type]!), images: null,
      contact: `1${rng.pick(["3", "5", "8"])}${rng.digits(9)}`, status, reply: handled ? "您好，已收到您的反馈，我们会尽快处理。" : null,
      handledBy: handled ? "support" : null, handledTime: handled ? iso(Math.min(A - 60_000, at + rng.int(1, 48) * HOUR)) : null, createTime: iso(at),
    });
  }
  let reads = 0;
  for (const [k, title] of words.NOTICES.entries()) {
    const at = A - 180 * DAY + (k + 0.5) * ((180 * DAY) / words.NOTICES.length);
    const target = rng.weighted([["all", 60], ["vip", 15], ["designer", 15], ["user", 10]] as const);
    const publishStatus = k === words.NOTICES.length - 1 ? "0" : k === 3 ? "2" : "1";
    const nid = id(T.notice, k);
    await add(t.qtNotice, {
      id: nid, title, content: `<p>${title}：详情请见平台公告。</p>`, target, userIds: target === "user" ? [0, 1, 2].map(() => userId(rng.int(0, U - 1))).join(",") : null,
      publishStatus, publishTime: publishStatus === "0" ? null : iso(at), createBy: "admin", createTime: iso(at - HOUR),
    });
    if (publishStatus !== "1") continue;
    const readers = new Set<number>();
    const want = Math.round(Math.min(U, 3000) * 0.3);
    for (let n = 0; n < want; n++) readers.add(rng.int(0, U - 1));
    for (const u of readers) await add(t.qtNoticeRead, { id: id(T.noticeRead, reads++), noticeId: nid, userId: userId(u), readTime: iso(Math.max(at, reg[u]!) + rng.int(1, 72) * HOUR), createTime: iso(at) });
  }
  const POSITIONS = [["首页轮播", "home_banner", 1920, 500], ["首页中部横幅", "home_middle", 1200, 200], ["列表页顶部", "list_top", 1200, 120], ["详情页侧边", "detail_side", 300, 600], ["开屏弹窗", "popup", 600, 800]] as const;
  let items = 0;
  for (const [k, [name, code, width, height]] of POSITIONS.entries()) {
    const adId = id(T.ad, k);
    await add(t.qtAd, { id: adId, name, code, position: code, width, height, status: "1", createBy: "admin", createTime: iso(A - 170 * DAY) });
    for (let n = 0; n < 3 + (k % 2); n++) {
      const from = A - rng.int(1, 150) * DAY;
      await add(t.qtAdItem, {
        id: id(T.adItem, items++), adId, title: `${rng.pick(words.THEMES)}专题`, image: `/demo/ads/${code}-${n}.jpg`, linkUrl: `/topic/${code}-${n}`, sort: n + 1,
        startTime: iso(from), endTime: iso(from + rng.int(30, 120) * DAY), status: rng.chance(0.8) ? "1" : "0", createBy: "operator", createTime: iso(from - DAY),
      });
    }
  }
  const articles = [...words.NEWS.map((x) => ["news", x] as const), ...words.HELP.map((x) => ["help", x] as const)];
  for (const [k, [kind, title]] of articles.entries()) {
    const at = A - rng.int(1, 180) * DAY;
    const published = rng.chance(0.85);
    await add(t.qtArticle, {
      id: id(T.article, k), kind, title, cover: `/demo/articles/${k}.jpg`, summary: `${title}——平台${kind === "news" ? "资讯" : "帮助"}`,
      content: `<h2>${title}</h2><p>本文介绍${title}的要点。</p>`, sort: k + 1, viewCount: published ? rng.int(10, 20_000) : 0,
      publishStatus: published ? "1" : "0", publishTime: published ? iso(at) : null, createBy: "operator", createTime: iso(at - DAY),
    });
  }
  for (const [k, title] of words.GUIDES.entries()) {
    await add(t.qtWorkGuide, { id: id(T.guide, k), title, content: `<p>${title}：请按平台规范准备文件。</p>`, sort: k + 1, status: "1", createBy: "admin", createTime: iso(A - 190 * DAY) });
  }

  await out.finish();
  return { rows: { ...out.counts }, ms: Math.round(performance.now() - started) };
}
