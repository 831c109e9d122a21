/**
 * What a batch flow did, id by id (the server's QtBatchResult: each id handled on its own, so some
 * may be refused while others changed): the counts, then a table of every id sent with its record's
 * name, 成功 / 失败 (said in words, not by colour alone), the state before and after (dictionary
 * texts) and the server's message — why it was refused. Shown by BatchActions' dialog for the work
 * audit and the withdrawal audit; the counts take the focus, so a screen reader reads them first.
 */
import { Badge, Box, Table, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import { useEffect, useRef } from "react";
import { useI18n } from "../../app/i18n";
import { useDictOptions } from "../../kit/form/useDictOptions";

export type BatchResult = Schemas["QtBatchResult"];

export interface BatchResultViewProps {
  /** The action's name (批量通过, 上架, …). */
  title: string;
  result: BatchResult;
  /** A readable name of an id (the work's title, the applicant and amount), when the page has its row. */
  labelOf: (id: string) => string | undefined;
  /** The dictionary of `from` / `to` (work_audit_status, shelf_status, yn, without_status). */
  stateDict?: string;
}

export function BatchResultView({ title, result, labelOf, stateDict }: BatchResultViewProps) {
  const { t } = useI18n();
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => summary.current?.focus(), []);
  const options = useDictOptions(stateDict);
  const stateText = (value: string | null | undefined) => (value ? (options.find((o) => o.value === value)?.text ?? value) : "");
  /** `待审核 → 已通过`, `已是「已通过」`, or for a refused id the state it is in. */
  const change = (from: string | null | undefined, to: string | null | undefined) => {
    if (from && to) return from === to ? t("batch.unchanged", { state: stateText(to) }) : `${stateText(from)} → ${stateText(to)}`;
    return from ? t("batch.current", { state: stateText(from) }) : "";
  };

  return (
    <>
      <Text ref={summary} tabIndex={-1} role="status" mb="3" fontWeight="medium" outline="none" data-testid="batch-result-summary">
        {t("batch.summary", { total: result.total, ok: result.okCount, fail: result.failCount })}
      </Text>
      <Box maxH="60vh" overflowY="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{t("batch.tableCaption", { action: title })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("batch.record")}</Table.ColumnHeader>
              <Table.ColumnHeader w="80px">{t("batch.outcome")}</Table.ColumnHeader>
              <Table.ColumnHeader w="180px">{t("batch.change")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("batch.message")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.items.map((item) => (
              <Table.Row key={item.id} data-testid="batch-result-row" data-id={item.id} data-ok={item.ok ? "true" : "false"} bg={item.ok ? undefined : "red.subtle"}>
                <Table.Cell>
                  {labelOf(item.id) ?? item.id}
                  {labelOf(item.id) ? (
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {item.id}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={item.ok ? "green" : "red"} variant="subtle">
                    {item.ok ? t("batch.ok") : t("batch.failed")}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{change(item.from, item.to)}</Table.Cell>
                <Table.Cell color={item.ok ? undefined : "fg.error"}>{item.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
