/**
 * The header notice centre (shell.md §2 "Header notice centre"): a bell with the unread count, and
 * a panel (on hover, or on click / Enter for touch and keyboard) with the tabs 通知(N) and
 * 系统消息(N), each unread item with its priority tag, title, sender and time; clicking one opens
 * it (the machine marks it read and reloads); 查看更多 goes to the my-announcements page. The lists
 * come from the notices actor (useServices), which the channel and the 6 s polling keep current.
 */
import { Badge, Box, Button, chakra, Float, IconButton, Popover, Portal, Stack, Tabs, Text } from "@chakra-ui/react";
import { MY_ANNOUNCEMENTS_PATH, tabTitles, type Announcement } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { Bell } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type PointerEvent } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import { navigate } from "../../router/hash-location";
import { closeNoticeDetail, useNoticeDetail } from "./notice-actions";
import { PriorityTag } from "./PriorityTag";
import { relativeSendTime } from "./send-time";

const NoticeDetailDialog = lazy(() => import("./NoticeDetailDialog"));

/** Hover delays: open after a short rest on the bell, close a moment after leaving bell and panel. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 200;

function NoticeItem({ item, onOpen }: { item: Announcement; onOpen: (item: Announcement) => void }) {
  const { t, locale } = useI18n();
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="start"
      px="3"
      py="2"
      rounded="md"
      _hover={{ bg: "bg.muted" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.500" }}
      onClick={() => onOpen(item)}
      data-testid="notice-item"
    >
      <Stack gap="1">
        <Box display="flex" alignItems="center" gap="2" minW="0">
          <PriorityTag priority={item.priority} />
          <Text fontWeight="medium" truncate>
            {item.titile}
          </Text>
        </Box>
        <Box display="flex" justifyContent="space-between" gap="2" color="fg.muted" fontSize="xs">
          <Text truncate>{t("notice.sender", { name: item.sender ?? "" })}</Text>
          <Text as="time" flexShrink={0} title={item.sendTime ?? undefined}>
            {relativeSendTime(item.sendTime, locale)}
          </Text>
        </Box>
      </Stack>
    </chakra.button>
  );
}

function NoticeList({ items, onOpen, testId }: { items: Announcement[]; onOpen: (item: Announcement) => void; testId: string }) {
  const { t } = useI18n();
  if (items.length === 0)
    return (
      <Text color="fg.muted" textAlign="center" py="6" fontSize="sm">
        {t("notice.empty")}
      </Text>
    );
  return (
    <Stack as="ul" gap="0" maxH="72" overflowY="auto" data-testid={testId} listStyleType="none">
      {items.map((item) => (
        <li key={item.id}>
          <NoticeItem item={item} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  );
}

export function NoticeBell() {
  const { t, tx } = useI18n();
  const { notices, openNoticeItem } = useServices();
  // The lists, and whether the notice channel is open (data-live: live pushes, not only polling).
  const lists = useSelector(notices, (s) => s.context);
  const detail = useNoticeDetail();
  const [open, setOpen] = useState(false);
  /** Keyboard and click opening move focus into the panel; hovering does not steal it. */
  const [byHover, setByHover] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unread = lists.anntMsgTotal + lists.sysMsgTotal;
  const titles = tabTitles(lists);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Hover: resting on the bell opens the panel, leaving bell and panel closes it; entering the panel
  // only keeps it open, so a panel closed by a click stays closed until the bell is entered again.
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const mouse = (e: PointerEvent) => e.pointerType === "mouse";
  const leave = (e: PointerEvent) => mouse(e) && later(() => setOpen(false), CLOSE_DELAY_MS);
  const bellHover = {
    onPointerEnter: (e: PointerEvent) =>
      mouse(e) &&
      later(() => {
        setByHover(true);
        setOpen(true);
      }, OPEN_DELAY_MS),
    onPointerLeave: leave,
  };
  const panelHover = { onPointerEnter: (e: PointerEvent) => mouse(e) && clearTimeout(timer.current), onPointerLeave: leave };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  // An item opens once the panel has closed: the panel hands focus back to the bell first, and a
  // detail modal opened earlier would take that focus move for a click outside and close.
  const chosen = useRef<Announcement | null>(null);
  const openItem = (item: Announcement) => {
    chosen.current = item;
    close();
  };
  const openChosen = () => {
    const item = chosen.current;
    chosen.current = null;
    if (item) openNoticeItem(item);
  };
  const more = () => {
    close();
    navigate(MY_ANNOUNCEMENTS_PATH);
  };

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(e) => {
          clearTimeout(timer.current);
          setByHover(false);
          setOpen(e.open);
        }}
        autoFocus={!byHover}
        positioning={{ placement: "bottom-end" }}
        lazyMount
        onExitComplete={openChosen}
      >
        <Popover.Trigger asChild>
          <IconButton variant="ghost" size="sm" position="relative" aria-label={t("notice.bell", { n: unread })} data-testid="notice-bell" data-count={unread} data-live={lists.connected} {...bellHover}>
            <Bell />
            {unread > 0 ? (
              <Float placement="top-end" offset="2">
                <Badge colorPalette="red" variant="solid" rounded="full" size="xs" minW="4" justifyContent="center" aria-hidden data-testid="notice-count">
                  {unread > 99 ? "99+" : unread}
                </Badge>
              </Float>
            ) : null}
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="336px" maxW="calc(100vw - 16px)" aria-label={t("notice.panel")} data-testid="notice-panel" {...panelHover}>
              <Popover.Body p="2">
                <Tabs.Root defaultValue="notices" size="sm" fitted>
                  <Tabs.List>
                    <Tabs.Trigger value="notices" data-testid="notice-tab-notices">
                      {tx(titles.notices)}
                    </Tabs.Trigger>
                    <Tabs.Trigger value="system" data-testid="notice-tab-system">
                      {tx(titles.system)}
                    </Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="notices" pt="2" pb="0">
                    <NoticeList items={lists.anntMsgList} onOpen={openItem} testId="notice-list-notices" />
                  </Tabs.Content>
                  <Tabs.Content value="system" pt="2" pb="0">
                    <NoticeList items={lists.sysMsgList} onOpen={openItem} testId="notice-list-system" />
                  </Tabs.Content>
                </Tabs.Root>
                <Box borderTopWidth="1px" mt="2" pt="2" textAlign="center">
                  <Button variant="ghost" size="sm" w="full" onClick={more} data-testid="notice-more">
                    {t("notices.more")}
                  </Button>
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {detail ? (
        <Suspense fallback={null}>
          <NoticeDetailDialog key={detail.item.id} item={detail.item} handlePath={detail.handlePath} onClose={closeNoticeDetail} />
        </Suspense>
      ) : null}
    </>
  );
}
