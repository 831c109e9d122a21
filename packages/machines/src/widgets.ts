// The widgets' machines and their pure logic (widgets.md): cron editor, advanced query, list page,
// search wrappers, greeting, quick-click guard, form and grid rules, button permission checks.
// Test helpers (arbitraries, src/testing) are deliberately not exported.

// messages: bilingual texts (shared with the shell's areas)
export { MESSAGES, textOf, t, sameText, type MessageId, type MessageParams, type UiMessage, type Locale, type LocalizedText } from "./messages.js";

// cron: Quartz 7-part expressions, croner preview, the editor machine
export {
  CRON_PARTS,
  PART_BOUNDS,
  NTH_BOUNDS,
  WEEKDAY_NAMES,
  MONTH_NAMES,
  allowsType,
  clamp,
  clampPart,
  defaultPart,
  normaliseValues,
  parsePart,
  serialisePart,
  replaceNames,
  type CronPart,
  type CronParts,
  type CronPartName,
  type CronPartType,
  type PartBounds,
  type Bounds,
} from "./cron/parts.js";
export {
  DEFAULT_CRON,
  defaultParts,
  splitCron,
  parseCron,
  serialiseCron,
  partText,
  applyEdit,
  checkCronShape,
  type CronCheck,
} from "./cron/expression.js";
export {
  QUARTZ_CRON_OPTIONS,
  PREVIEW_COUNT,
  PREVIEW_DEBOUNCE_MS,
  PREVIEW_FORMAT,
  quartzJob,
  validateCron,
  nextRunTimes,
  formatRunTime,
  previewCron,
  type CronValidation,
  type CronPreview,
  type NextRunsOptions,
} from "./cron/preview.js";
export {
  cronEditorMachine,
  createCronEditorMachine,
  editedPart,
  isWellFormedEdit,
  type CronEditorMachine,
  type CronEditorInput,
  type CronEditorContext,
  type CronEditorEvent,
  type CronEditorEmitted,
  type CronEditorOptions,
} from "./cron/machine.js";

// advancedquery: conditions, superQueryParams, saved queries, the builder machine
export {
  QUERY_RULES,
  MATCH_TYPES,
  DEFAULT_MATCH_TYPE,
  NEW_CONDITION,
  DEFAULT_EXTEND_OPTION,
  SAVED_QUERY_PREFIX,
  ruleLabel,
  matchTypeLabel,
  isQueryRule,
  isComplete,
  isEmptyQuery,
  cleanConditions,
  changeRule,
  selectField,
  toQueryParams,
  superQueryRequest,
  decodeSuperQueryParams,
  savedQueryKey,
  loadSavedQueries,
  storeSavedQueries,
  upsertSavedQuery,
  type QueryRule,
  type MatchType,
  type ConditionValue,
  type QueryOption,
  type FieldMeta,
  type QueryCondition,
  type QueryParam,
  type SavedQuery,
  type SavedQueryStorage,
} from "./advancedquery/query.js";
export {
  advancedQueryMachine,
  createAdvancedQueryMachine,
  type AdvancedQueryMachine,
  type AdvancedQueryInput,
  type AdvancedQueryContext,
  type AdvancedQueryEvent,
  type AdvancedQueryEmitted,
  type AdvancedQueryOptions,
  type AppliedQuery,
} from "./advancedquery/machine.js";

// listpage: paging, sorting, parameters, the list page machine over the SDK
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  DEFAULT_SORT,
  pageRange,
  totalText,
  pageAfterDelete,
  sortOf,
  listParams,
  readListResult,
  batchIds,
  type Sort,
  type SortOrder,
  type Paging,
  type AppliedSuperQuery,
  type ListParamsInput,
  type ListParams,
  type Row,
} from "./listpage/params.js";
export { listPageApi, type ListPageApi, type ListControllerApi } from "./listpage/api.js";
export {
  searchKind,
  searchMatch,
  searchQuery,
  searchesEveryLevel,
  reversedRange,
  reversedRangeField,
  treeParentField,
  type SearchKind,
  type SearchFieldDecl,
  type SearchSpec,
  type SearchValues,
} from "./listpage/search.js";
export { listActions, type ListActions, type ListActionsSpec, type OwnCall, type OnlineCalls, type PageActions } from "./listpage/actions.js";
export {
  CHOICE_KINDS,
  formKind,
  fieldRules,
  shownFields,
  checkedFields,
  initialValues,
  wireValue,
  lockOf,
  formBody,
  type FormKind,
  type FormFieldDecl,
  type FormMode,
  type FormBodyInput,
} from "./listpage/form.js";
export { createRecordFormMachine, type RecordFormMachine, type RecordFormContext, type RecordFormEvent, type RecordFormEffect, type RecordFormInput, type SaveRecord } from "./listpage/record-form.js";
export { createExportMachine, type ExportMachine, type ExportContext, type ExportEvent, type ExportEffect, type ExportFile, type ExportProgress, type ExportRequest } from "./listpage/export.js";
export {
  createListController,
  listUrls,
  exportParams,
  type ListController,
  type ListControllerOptions,
  type ListSpec,
  type ListUrls,
  type StoredListQuery,
} from "./listpage/controller.js";
export {
  createListPageMachine,
  type ListPageMachine,
  type ListPageInput,
  type ListPageUrls,
  type ListPageContext,
  type ListPageEvent,
  type ListPageEmitted,
  type ListPageError,
} from "./listpage/machine.js";

// search: input wrappers (like *v*, ne !v, ge >=v, le <=v …)
export { SEARCH_WRAPPERS, wrapSearchValue, unwrapSearchValue, type SearchWrapper, type WrapOptions } from "./search/wrappers.js";

// greeting: timeFix and the welcome after login
export { greetingIdFor, hourOf, timeFix, welcomeBack, type GreetingId } from "./greeting/greeting.js";

// quickclick: the 300 ms guard
export { QUICK_CLICK_MS, createQuickClickGuard, type QuickClickGuard, type QuickClickOptions, type QuickClickResult } from "./quickclick/guard.js";

// rules: shared form rules, grid cell rules, cell input rules and text helpers
export {
  isEmpty,
  firstError,
  allErrors,
  lengthOf,
  requiredRule,
  patternRule,
  namedPatternRule,
  mobileRules,
  usernameRules,
  emailRules,
  requiredWithLength,
  selectRequired,
  checkboxGroupRules,
  changePasswordRules,
  MOBILE_PATTERNS,
  FORM_PATTERNS,
  USERNAME_PATTERN,
  EMAIL_PATTERN,
  type FieldRule,
  type RuleTrigger,
  type MobileReading,
  type FormPatternName,
  type MobileRuleOptions,
  type LengthOptions,
  type CheckboxGroupOptions,
} from "./rules/form.js";
export {
  GRID_PATTERNS,
  MONEY_PATTERNS,
  NAMED_GRID_PATTERNS,
  gridPattern,
  validateCell,
  type GridRule,
  type GridCellContext,
  type GridHandlerResult,
  type MoneyReading,
  type NamedGridPattern,
} from "./rules/grid.js";
export {
  NUMBER_KEYSTROKE,
  ELLIPSIS_LENGTH,
  numberCellInput,
  numberCellBlur,
  formatTagsInput,
  charWidth,
  cutToWidth,
  ellipsis,
  ellipsisByWidth,
} from "./rules/cells.js";

// dict: dictionary widgets' values, the dictionary search machine, tree select nodes and condition
export {
  MULTI_SEPARATOR,
  MAX_TAG_COUNT,
  YES_NO_VALUES,
  splitValues,
  joinValues,
  toggleValue,
  tagSummary,
  dictTextOf,
  isTableDict,
  filterOptions,
} from "./dict/values.js";
export {
  DICT_SEARCH_DEBOUNCE_MS,
  SEARCH_SELECT_DEBOUNCE_MS,
  DICT_SEARCH_PAGE_SIZE,
  dictSearchMachine,
  createDictSearchMachine,
  searchDict,
  dictSearchNotice,
  type DictSearchMachine,
  type DictSearchInput,
  type DictSearchContext,
  type DictSearchEvent,
  type DictSearchEffect,
  type DictSearchRequest,
  type DictSearchFailure,
} from "./dict/search.js";
export { TREE_ROOT_PID, TREE_DROPDOWN_MAX_HEIGHT, checkTreeCondition, toTreeOption, toTreeOptions, type TreeOption } from "./dict/tree.js";

// authcheck: button permission checks (both readings), disabled check, toolbar exclusion
export {
  DEFAULT_BUTTON_CHECK_READING,
  actionsOf,
  hasActionIn,
  hasPermission,
  isDisabledByAuth,
  normalisePrefix,
  noAuthCodes,
  hiddenTableButtons,
  tableButtons,
  createAuthChecker,
  type PermissionEntry,
  type AuthLists,
  type ButtonCheckReading,
} from "./authcheck/checks.js";

// popup: the online report popup's settings check, getData parameters, confirm rule, field mapping, cached configuration
export {
  POPUP_WIDTH,
  POPUP_CONFIG_TTL_MS,
  SELF_PARAM_PREFIX,
  checkPopupSettings,
  confirmProblem,
  mapRows,
  initialQuery,
  shownQueryItems,
  dataParams,
  createTimedCache,
  loadReportConfig,
  loadReportData,
  initFailureText,
  PopupInitError,
  type PopupSettings,
  type PopupSettingsCheck,
  type FieldPair,
  type ReportColumn,
  type ReportQueryItem,
  type ReportRow,
  type ReportConfig,
  type ReportPage,
  type DataRequest,
  type TimedCache,
} from "./popup/popup.js";

// grid: the editable grid's model — state, rows, selection, editing, validation, statistics, undo, paste, live merge, machine
export {
  GRID_ROW_HEIGHT,
  GRID_MAX_HEIGHT,
  GRID_MAX_VISIBLE_LINES,
  GRID_COLUMN_WIDTH,
  GRID_TYPE_WIDTHS,
  GRID_SEQ_WIDTH,
  GRID_SPECIAL_WIDTH,
  GRID_SPECIAL_WIDTH_WITH_FOOTER,
  INSERT_THROTTLE_MS,
  BLUR_VALIDATE_DELAY_MS,
  SCROLL_END_DEBOUNCE_MS,
  RELOAD_EFFECT_MS,
  DEFAULT_ADD_ROW_NUM,
  DEFAULT_SORT_KEY,
  DEFAULT_HISTORY_LIMIT,
  GRID_DATE_FORMAT,
  GRID_DATETIME_FORMAT,
} from "./grid/constants.js";
export {
  SPECIAL_COLUMN_TYPES,
  VALUE_COLUMN_TYPES,
  RESERVED_CELL_TYPES,
  assertCustomCellType,
  isSpecialColumn,
  valueColumns,
  takesText,
  isChoiceColumn,
  checkboxValue,
  isChecked,
  optionText,
  linkedDependants,
  linkedParent,
  defaultValueOf,
  tagColors,
  type TagColorEvent,
  columnWidth,
  evenWidth,
  type GridColumn,
  type GridColumnType,
  type ValueColumnType,
  type SpecialColumnType,
  type StatisticsKind,
  type GridOption,
} from "./grid/columns.js";
export { newCaseId, tempId, isTempId, emittedId, type TempIdScheme } from "./grid/ids.js";
export {
  createGrid,
  loadRows,
  withSums,
  rowIndex,
  rowById,
  columnByKey,
  cellKey,
  isNewRow,
  valuesOf,
  deletedIdsOf,
  newRow,
  applySplice,
  commitSplice,
  commitRows,
  changedRange,
  renumber,
  emittedRowId,
  configure,
  type GridConfigPatch,
  type GridRow,
  type GridState,
  type GridConfig,
  type GridOptions,
  type GridEditing,
  type GridErrors,
  type CellErrors,
  type HistoryStep,
  type CommitOptions,
} from "./grid/state.js";
export { isRowDisabled, isCellEditable, selectRow, toggleRow, selectAll, selectedRows, selectAllState } from "./grid/selection.js";
export {
  DEFAULT_ADD_ROW_SETTINGS,
  ADD_ROW_SETTINGS_KEY,
  checkAddRowSettings,
  addPosition,
  loadAddRowSettings,
  storeAddRowSettings,
  cleanAddRowSettings,
  type AddRowSettings,
  type AddRowSettingsErrors,
  type GridSettingsStorage,
} from "./grid/settings.js";
export { addRows, insertBelow, removeRows, deleteConfirmText, rowsToDelete, moveRow, moveRows, dragTo, dragRow, type AddedRows, type MoveResult, type Direction as GridDirection } from "./grid/rows.js";
export {
  textOfValue,
  filterInput,
  commitValue,
  rowWithValues,
  afterChange,
  setCells,
  setCell,
  startEdit,
  inputEdit,
  commitEdit,
  cancelEdit,
  commitGridRows,
  type SetCellOptions,
  type ChangedRow,
} from "./grid/editing.js";
export {
  VALIDATE_TRIGGERS,
  checkCell,
  withCellError,
  validateCellAt,
  validateCells,
  cellError,
  validateGrid,
  validateTables,
  type ValidateTrigger,
  type TableToValidate,
  type TablesValidation,
} from "./grid/validation.js";
export { numericValue, statisticsKeys, sumRows, moveSums, formatStatistic, footerRows, type FooterRow } from "./grid/statistics.js";
export { canUndo, canRedo, undo, redo, rebaseHistory } from "./grid/history.js";
export { parseClipboard, pastedValue, pasteBlock, type PasteTarget } from "./grid/paste.js";
export { parseUpdateArgs, updateArgs, markReload, isReloading, reloadStamp, pruneReload, applyRemoteUpdate, conflictText, type RemoteRowUpdate } from "./grid/live.js";
export {
  gridMachine,
  createGridMachine,
  refusalText,
  type GridMachine,
  type GridMachineInput,
  type GridMachineContext,
  type GridMachineEvent,
  type GridMachineEffect,
  type GridMachineOptions,
  type BeforeDelete,
} from "./grid/machine.js";

// onlineform: an online form's generated page from its metadata (issue #20)
export { ONLINE_API } from "./onlineform/paths.js";
export {
  onlinePage,
  onlinePatternRule,
  onlineGridColumns,
  subRowsForSave,
  missingSubCell,
  subRowsRule,
  type OnlineGridColumn,
  type OnlineColumns,
  type OnlineQueryItem,
  type OnlineFormItem,
  type OnlineFormItems,
  type OnlinePage,
  type OnlineColumn,
  type OnlineSearchField,
  type OnlineFormField,
  type OnlineSubTable,
  type OnlineWidget,
} from "./onlineform/page.js";
// onlineform: the online form designer's rows and body, the sync dialog (issue #20)
export * from "./onlineform/index.js";
