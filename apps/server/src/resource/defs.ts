/** The contract's resource definitions as the server reads them (import them from here). */
export { ALL_OPS, columns, f, idOf, type CrudOp, type FieldDef, type FieldKind, type ResourceDef } from "@qt/openapi/build";
export {
  sysAnnouncement,
  sysCategory,
  sysDepart,
  sysDepartRole,
  sysDict,
  sysDictItem,
  sysLog,
  sysPermission,
  sysPermissionDataRule,
  sysPosition,
  sysQuartzJob,
  sysQuartzJobLog,
  sysRole,
  sysTenant,
  sysUser,
} from "@qt/openapi/build";
