/**
 * My announcements (/isps/userAnnouncement, reached by 查看更多 in the notice centre): every released
 * announcement addressed to the user, read or not (GET /sys/sysAnnouncementSend/getMyAnnouncementSend),
 * filtered by title, sender, read state and type, 10 a page (10/20/30). Opening one marks it read
 * (as JeecgBoot's page, by its own call) and shows it like the bell does; 全部标注已读 after a
 * confirmation. The generic list-page kit comes with a later issue; this page stands alone.
 */
import { Badge, Box, Button, ButtonGroup, chakra, Field, Flex, HStack, IconButton, Input, NativeSelect, Pagination, Spinner, Table, Text } from "@chakra-ui/react";
import type { Announcement } from "@qt/machines";
import type { Schemas } from "@qt/openapi";
import { useSelector } from "@xstate/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { useLoad } from "../../data/query";
import { openAnnouncement } from "../../layouts/notices/notice-actions";
import { PriorityTag } from "../../layouts/notices/PriorityTag";
import type { PageProps } from "../registry";

type Row = Schemas["AnnouncementSendModel"];

interface Filters {
  titile: string;
  sender: string;
  readFlag: "" | "0" | "1";
  msgCategory: "" | "1" | "2";
}

const NO_FILTERS: Filters = { titile: "", sender: "", readFlag: "", msgCategory: "" };
const PAGE_SIZES = [10, 20, 30] as const;

/** The row as the notice centre's Announcement: its id is the announcement's. */
const announcementOf = (row: Row): Announcement => ({ ...row, id: row.anntId });

export default function UserAnnouncementList(_props: PageProps) {
  const { t } = useI18n();
  const { api, notices, permissions } = useServices();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  // the ones opened here since the page was read
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // The bell's unread count changes on pushes, polls and opens: the read flags here follow it.
  const unread = useSelector(notices, (s) => s.context.anntMsgTotal + s.context.sysMsgTotal);

  const query = {
    pageNo: page,
    pageSize,
    ...(filters.titile.trim() ? { titile: filters.titile.trim() } : {}),
    ...(filters.sender.trim() ? { sender: filters.sender.trim() } : {}),
    ...(filters.readFlag ? { readFlag: filters.readFlag } : {}),
    ...(filters.msgCategory ? { msgCategory: filters.msgCategory } : {}),
  };
  const mine = useLoad(["system", "announcements", "mine", query, unread], (api, signal) => api.system.announcements.mine(query, signal), { keepPrevious: true });
  const rows: Row[] = (mine.data?.records ?? []).map((r) => (readHere.has(r.id) ? { ...r, readFlag: "1" } : r));
  const total = mine.data?.total ?? 0;
  const loading = mine.fetching;

  const failure = mine.error;
  useEffect(() => {
    if (failure?.kind === "business") notify("error", failure.text);
  }, [failure]);
  const answer = mine.data;
  useEffect(() => {
    // A page past the end (after filters or reads shrank the list): go to the last one.
    if (answer && answer.records.length === 0 && page > 1 && answer.total > 0) setPage(Math.ceil(answer.total / pageSize));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each answer; page and size are the answer's
  }, [answer]);

  /** Filters applied from the first page; the same ones asked again read again. */
  const apply = (next: Filters) => {
    if (page === 1 && (Object.keys(next) as Array<keyof Filters>).every((key) => next[key] === filters[key])) return mine.refresh();
    setFilters(next);
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    apply(NO_FILTERS);
  };

  const open = async (row: Row) => {
    if (row.readFlag === "0") {
      const outcome = await api.system.announcements.markRead(row.anntId);
      if (outcome.ok) {
        setReadHere((current) => new Set(current).add(row.id));
        notices.send({ type: "LOAD" });
      } else if (outcome.error.kind === "business") notify("error", outcome.error.text);
    }
    openAnnouncement(announcementOf(row), permissions.getSnapshot().context.routes);
  };

  const readAll = async () => {
    const ok = await confirm({ title: t("notice.list.readAllTitle"), text: t("notice.list.readAllConfirm") });
    if (!ok) return;
    setBusy(true);
    const outcome = await api.system.announcements.readAll();
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.error.kind === "business") notify("error", outcome.error.text);
      return;
    }
    notify("success", outcome.message || t("notice.list.readAll"));
    notices.send({ type: "LOAD" });
    mine.refresh();
  };

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Box bg="bg" p="4" rounded="md" data-testid="my-announcements">
      <chakra.form onSubmit={search} aria-label={t("notice.list.filters")} mb="4">
        <Flex wrap="wrap" gap="3" align="flex-end">
          <Field.Root w={{ base: "full", md: "56" }}>
            <Field.Label>{t("notice.list.title")}</Field.Label>
            <Input size="sm" value={draft.titile} placeholder={t("notice.list.titlePlaceholder")} onChange={(e) => set("titile", e.target.value)} data-testid="filter-title" />
          </Field.Root>
          <Field.Root w={{ base: "full", md: "44" }}>
            <Field.Label>{t("notice.list.sender")}</Field.Label>
            <Input size="sm" value={draft.sender} placeholder={t("notice.list.senderPlaceholder")} onChange={(e) => set("sender", e.target.value)} />
          </Field.Root>
          <Field.Root w={{ base: "full", md: "36" }}>
            <Field.Label>{t("notice.list.readFlag")}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={draft.readFlag} onChange={(e) => set("readFlag", e.target.value as Filters["readFlag"])} data-testid="filter-read">
                <option value="">{t("notice.list.any")}</option>
                <option value="0">{t("notice.list.readFlag.0")}</option>
                <option value="1">{t("notice.list.readFlag.1")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: "full", md: "36" }}>
            <Field.Label>{t("notice.list.category")}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={draft.msgCategory} onChange={(e) => set("msgCategory", e.target.value as Filters["msgCategory"])}>
                <option value="">{t("notice.list.any")}</option>
                <option value="1">{t("notice.list.category.1")}</option>
                <option value="2">{t("notice.list.category.2")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="brand">
              {t("notice.list.search")}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={reset}>
              {t("notice.list.reset")}
            </Button>
          </HStack>
        </Flex>
      </chakra.form>

      <HStack mb="3">
        <Button size="sm" colorPalette="brand" variant="outline" loading={busy} onClick={() => void readAll()} data-testid="read-all">
          {t("notice.list.readAll")}
        </Button>
        {loading ? <Spinner size="sm" aria-label={t("app.loading")} /> : null}
      </HStack>

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" interactive aria-busy={loading} data-testid="my-announcements-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("notice.list.title")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("notice.list.category")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("notice.list.sender")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("notice.list.priority")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("notice.list.sendTime")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("notice.list.readFlag")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("notice.list.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && !loading ? (
              <Table.Row>
                <Table.Cell colSpan={7} textAlign="center" color="fg.muted" py="8">
                  {t("notice.list.empty")}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows.map((row) => (
              <Table.Row key={row.id} data-testid="announcement-row" data-read={row.readFlag}>
                <Table.Cell maxW="80" truncate fontWeight={row.readFlag === "0" ? "semibold" : undefined} title={row.titile}>
                  {row.titile}
                </Table.Cell>
                <Table.Cell>{row.msgCategory_dictText || (row.msgCategory === "1" || row.msgCategory === "2" ? t(`notice.list.category.${row.msgCategory}`) : row.msgCategory)}</Table.Cell>
                <Table.Cell>{row.sender}</Table.Cell>
                <Table.Cell>
                  <PriorityTag priority={row.priority} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.sendTime}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.readFlag === "1" ? "gray" : "orange"} data-testid="announcement-read">
                    {t(row.readFlag === "1" ? "notice.list.readFlag.1" : "notice.list.readFlag.0")}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void open(row)} aria-label={t("notice.list.viewItem", { title: row.titile })}>
                    {t("notice.list.view")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Flex mt="3" gap="3" align="center" justify="flex-end" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="announcement-total">
          {t("notice.list.total", { n: total })}
        </Text>
        <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(e) => setPage(e.page)} aria-label={t("notice.list.pagination")}>
          <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t("notice.list.prev")}>
                <ChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: "ghost", _selected: "outline" }} aria-label={t("notice.list.page", { n: item.value })}>
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t("notice.list.next")}>
                <ChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
        <NativeSelect.Root size="sm" w="28">
          <NativeSelect.Field
            aria-label={t("notice.list.pageSizeLabel")}
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
            data-testid="page-size"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t("notice.list.pageSize", { n: size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
    </Box>
  );
}
