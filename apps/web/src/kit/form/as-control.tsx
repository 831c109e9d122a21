/**
 * A widget with its settings fixed, as a list-kit form or search field's `control`
 * (`control: asControl(DictSearchSelect, { dictCode: "sys_user,realname,username", async: true })`).
 * Call it once at module level, so the component stays the same between renders.
 */
import type { ComponentType } from "react";
import type { CustomControlProps } from "../list/types";

/** What every widget of the kit takes: the field's name, its value, and what to do on change. */
export interface WidgetValueProps {
  name?: string;
  value: unknown;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** Sets other fields of the host form (a report popup's mapped fields), when the host offers it. */
  setValues?: (values: Readonly<Record<string, unknown>>) => void;
}

export function asControl<P extends object>(Widget: ComponentType<P & WidgetValueProps>, settings: P): ComponentType<CustomControlProps> {
  function Control({ name, value, onChange, readOnly, setValues }: CustomControlProps) {
    return <Widget {...settings} name={name} value={value} onChange={onChange} readOnly={readOnly} setValues={setValues} />;
  }
  Control.displayName = `Control(${Widget.displayName ?? Widget.name})`;
  return Control;
}
