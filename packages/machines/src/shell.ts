// The shell's machines and their pure logic (shell.md; widgets.md §4 upload cell, import dialog,
// live table update). Test helpers (src/testing) are deliberately not exported.

// session: login (account, phone, third-party, CAS), department / tenant choice, logout, expiry
export {
  sessionMachine,
  createSessionMachine,
  expiryCallbacks,
  EXPIRY_RELOAD_DELAY,
  type SessionInput,
  type SessionContext,
  type SessionEvent,
  type SessionEffect,
} from "./session/machine.js";
export { sessionActors, login, selectDepart, logout, loadDeparts, type LoginOutput, type LoginFailure, type DepartList, type CallFailure } from "./session/sdk.js";
export {
  loginAccepted,
  pendingChoice,
  needsChoice,
  choiceError,
  automaticTenant,
  identityOf,
  type LoginRequest,
  type LoginAnswer,
  type PendingChoice,
  type Choice,
  type Identity,
  type LoginResult,
  type LoginUserInfo,
  type Depart,
  type Tenant,
} from "./session/login.js";

// permissions: getUserPermissionByToken, menu → routes
export {
  permissionsMachine,
  createPermissionsMachine,
  loadPermissions,
  menuProblem,
  permissionsOf,
  type PermissionsContext,
  type PermissionsEvent,
  type PermissionsEffect,
  type PermissionFailure,
} from "./permissions/machine.js";
export {
  menuToRoutes,
  indexRoutes,
  redirectTargets,
  shellMetaOf,
  type PageLink,
  type PageTab,
  filterByPermission,
  hasRoutePermission,
  permissionCodes,
  isWrongVersionMenu,
  hideEmptyParents,
  componentOf,
  ONLINE_LIST_COMPONENTS,
  VUE3_LAYOUT_COMPONENT,
  type AppRoute,
  type RouteMeta,
  type RouteComponent,
  type OnlineListName,
  type MenuNode,
  type AuthEntry,
  type UserPermissions,
} from "./permissions/menu.js";

// guard: the navigation guard (pure) and its machine
export {
  nextStep,
  afterLoad,
  trimMatched,
  whitelistOf,
  WHITELIST,
  INDEX_PATH,
  LOGIN_PATH,
  DEFAULT_EXTRA_PATH,
  type GuardInput,
  type GuardConfig,
  type GuardStep,
  type Location,
} from "./guard/guard.js";
export {
  navigationMachine,
  createNavigationMachine,
  type NavigationInput,
  type NavigationContext,
  type NavigationEvent,
  type NavigationEffect,
} from "./guard/machine.js";

// tabs: multi-tab mode
export { tabsMachine, type TabsInput, type TabsContext, type TabsEvent, type TabsEffect } from "./tabs/machine.js";
export {
  openTab,
  activateTab,
  closeTab,
  closeLeft,
  closeRight,
  closeOthers,
  withHomeFirst,
  initialTabs,
  tabsSnapshot,
  restoreTabs,
  HOME_TAB,
  HOME_PATH,
  TABS_STORAGE_KEYS,
  type Tab,
  type TabMeta,
  type TabsState,
  type TabsResult,
  type TabsSnapshot,
} from "./tabs/tabs.js";

// layout: settings drawer, device breakpoints
export { layoutMachine, type LayoutInput, type LayoutContext, type LayoutEvent, type LayoutEffect } from "./layout/machine.js";
export {
  DEFAULT_SETTINGS,
  COLOR_PRESETS,
  LAYOUT_STORAGE_KEYS,
  MOBILE_MAX_WIDTH,
  SIDEBAR_COLLAPSE_MAX_WIDTH,
  SIDE_MENU_WIDTH,
  MOBILE_DRAWER_WIDTH,
  HEADER_HIDE_SCROLL,
  HEADER_RIGHT_MIN_WIDTH,
  deviceOf,
  collapsesSidebar,
  isValidSetting,
  normaliseSettings,
  applySetting,
  effectiveSettings,
  headerHidden,
  loadSettings,
  changedEntries,
  type LayoutSettings,
  type SettingKey,
  type NavTheme,
  type LayoutMode,
  type ContentWidth,
  type Device,
  type ColorPreset,
} from "./layout/settings.js";

// notices: notice centre and its channel
export {
  noticesMachine,
  createNoticesMachine,
  noticesSdk,
  type NoticesInput,
  type NoticesContext,
  type NoticesEvent,
  type NoticesEffect,
  type NoticesSdk,
  type NoticeChannelLike,
} from "./notices/machine.js";
export {
  listsOf,
  tabTitles,
  priorityText,
  noticeView,
  speechUrl,
  reloadsList,
  EMPTY_LISTS,
  NOTICE_POLL_MS,
  MY_ANNOUNCEMENTS_PATH,
  SPEECH_URL,
  type Announcement,
  type NoticeLists,
  type NoticeView,
} from "./notices/notices.js";

// channels: a machine's WebSocket channel, given at once or as a promise
export { runChannel, type ChannelOpener } from "./channels/run-channel.js";

// livetable: live table sync over the VxeChannel
export {
  liveTableMachine,
  createLiveTableMachine,
  onTableUpdate,
  isTableUpdate,
  type LiveTableConnection,
  type LiveTableContext,
  type LiveTableEvent,
  type LiveTableEffect,
  type VxeChannelLike,
} from "./livetable/machine.js";

// upload: upload cell / upload list
export {
  uploadMachine,
  createUploadMachine,
  uploadPort,
  type UploadInput,
  type UploadContext,
  type UploadEvent,
  type UploadEffect,
  type UploadPort,
} from "./upload/machine.js";
export {
  uploadResult,
  pathValue,
  itemsFromValue,
  splitPaths,
  nameOfPath,
  roomFor,
  dataUrlOf,
  moveItem,
  statusText,
  uploadedHere,
  isImageFile,
  clampPercent,
  type UploadItem,
  type UploadStatus,
  type UploadResponse,
  type UploadResult,
  type Direction,
} from "./upload/upload.js";

// departs: 部门管理's tree, selection, add dialog and delete
export { createDepartsMachine, type DepartsMachine, type DepartsContext, type DepartsEvent, type DepartsEffect } from "./departs/machine.js";
export { departsApi, type DepartsApi } from "./departs/api.js";
export {
  NO_DEPART_MATCH,
  departNodes,
  departTree,
  departOf,
  withDepartTree,
  departsToDelete,
  afterDepartsDeleted,
  expandedWith,
  type DepartRecord,
  type DepartNavNode,
  type DepartTree,
  type DepartTreeRead,
  type DepartTreeView,
  type DepartTab,
} from "./departs/tree.js";

// importdialog: the Excel import dialog
export {
  importDialogMachine,
  createImportDialogMachine,
  importFiles,
  isExcelFile,
  canUpload,
  errorDownload,
  newTaskId,
  type ImportFile,
  type ImportProgress,
  type ImportDialogOptions,
  type TaskProgressSource,
  type ImportDialogInput,
  type ImportDialogContext,
  type ImportDialogEvent,
  type ImportDialogEffect,
  type ImportDone,
  type ImportRequest,
  type ErrorDownload,
} from "./importdialog/machine.js";
