/**
 * The advanced query builder (widgets.md §2): a non-modal dialog without a mask, 1000 px wide,
 * moved by its header (pointer, or arrow keys on the header's handle). Conditions on the left
 * (field, rule, value; and/or), saved queries on the right; 保存查询条件, 重置 and 查询 (also Enter
 * in a value). The page behind stays usable, so the rows can be watched while the query changes.
 * Escape or the close button closes it; the lines stay for the next time it opens.
 */
import { Box, Button, CloseButton, Dialog, Field, Flex, Grid, HStack, IconButton, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { MATCH_TYPES, matchTypeLabel, type MatchType } from "@qt/machines";
import { GripHorizontal, Plus, RotateCcw, Save, Search } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { ConditionLine } from "./ConditionLine";
import { NamePrompt } from "./NamePrompt";
import { SavedQueries } from "./SavedQueries";
import { useDrag } from "./useDrag";
import type { SuperQueryController } from "./useSuperQuery";

export const BUILDER_WIDTH = 1000;

export function QueryBuilder({ q }: { q: SuperQueryController }) {
  const { t, tx } = useI18n();
  const content = useRef<HTMLDivElement>(null);
  const { offset, handle, onKeyDown } = useDrag(content);
  const { ctx, send } = q;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: "SEARCH" });
  };

  return (
    <Dialog.Root
      open
      modal={false}
      closeOnInteractOutside={false}
      onOpenChange={(e) => !e.open && q.close()}
      initialFocusEl={() => content.current?.querySelector<HTMLElement>("select") ?? null}
      lazyMount
      unmountOnExit
    >
      <Portal>
        {/* no backdrop; the positioner covers the screen, so it lets the pointer through to the page */}
        <Dialog.Positioner pointerEvents="none">
          <Dialog.Content
            ref={content}
            pointerEvents="auto"
            w={`${BUILDER_WIDTH}px`}
            maxW="calc(100vw - 32px)"
            style={{ translate: `${offset.x}px ${offset.y}px` }}
            data-testid="super-query-builder"
          >
            <form onSubmit={submit} noValidate style={{ display: "contents" }}>
              <Dialog.Header {...handle} cursor="move" userSelect="none" touchAction="none" gap="2" alignItems="center" data-testid="super-query-handle">
                <IconButton type="button" variant="ghost" size="xs" aria-label={t("superQuery.move")} onKeyDown={onKeyDown} cursor="move">
                  <GripHorizontal size={14} />
                </IconButton>
                <Dialog.Title>{t("superQuery.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Grid templateColumns={{ base: "1fr", md: "1fr 260px" }} gap="4" alignItems="start">
                  <Stack gap="3" role="group" aria-label={t("superQuery.conditions")}>
                    <Field.Root orientation="horizontal" justifyContent="flex-start" gap="3">
                      <Field.Label whiteSpace="nowrap" flex="none">
                        {t("superQuery.matchType")}
                      </Field.Label>
                      <NativeSelect.Root w="360px" maxW="full">
                        <NativeSelect.Field name="superQuery.matchType" value={ctx.matchType} onChange={(e) => send({ type: "SET_MATCH_TYPE", matchType: e.currentTarget.value as MatchType })}>
                          {MATCH_TYPES.map((m) => (
                            <option key={m} value={m}>
                              {tx(matchTypeLabel(m))}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    {ctx.conditions.length === 0 ? (
                      <Flex direction="column" align="center" gap="2" py="6" borderWidth="1px" borderStyle="dashed" rounded="md">
                        <Text color="fg.muted">{t("superQuery.noLines")}</Text>
                        <Button type="button" size="sm" variant="outline" onClick={() => send({ type: "ADD" })}>
                          <Plus size={14} aria-hidden /> {t("superQuery.addFirst")}
                        </Button>
                      </Flex>
                    ) : (
                      <Stack gap="2" maxH="360px" overflowY="auto" p="1">
                        {ctx.conditions.map((line, index) => (
                          // lines have no id of their own; a removed line shifts the rest, as JeecgBoot's did
                          <ConditionLine key={index} line={line} index={index} fields={q.fields} send={send} />
                        ))}
                      </Stack>
                    )}
                  </Stack>
                  <Box>
                    <SavedQueries saved={ctx.saved} onApply={q.applySaved} onDelete={(index) => send({ type: "DELETE_SAVED", index })} />
                  </Box>
                </Grid>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between">
                <Button type="button" variant="outline" size="sm" onClick={() => send({ type: "SAVE" })} data-testid="super-query-save">
                  <Save size={14} aria-hidden /> {t("superQuery.save")}
                </Button>
                <HStack gap="2">
                  <Button type="button" variant="outline" size="sm" onClick={() => send({ type: "RESET" })} data-testid="super-query-reset">
                    <RotateCcw size={14} aria-hidden /> {t("kit.reset")}
                  </Button>
                  <Button type="submit" colorPalette="brand" size="sm" data-testid="super-query-search">
                    <Search size={14} aria-hidden /> {t("kit.search")}
                  </Button>
                </HStack>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("app.close")} />
            </Dialog.CloseTrigger>
            {q.naming ? (
              <NamePrompt
                name={ctx.name}
                onName={(name) => send({ type: "SET_NAME", name })}
                onConfirm={() => send({ type: "CONFIRM" })}
                onCancel={() => send({ type: "CANCEL" })}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
