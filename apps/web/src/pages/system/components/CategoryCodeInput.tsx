/**
 * The category form's code: when adding, filled with the next free code under the parent
 * (category-code.ts) unless something is typed already (a restored draft); changeable; shown
 * read-only when editing (the children's codes start with it).
 */
import { Input } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import type { CustomControlProps } from "../../../kit/list/types";
import { suggestCategoryCode } from "./category-code";

export function CategoryCodeInput({ pid, name, value, onChange, record, readOnly }: CustomControlProps & { pid: string }) {
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (record) return;
    let live = true;
    void suggestCategoryCode(pid).then((code) => {
      if (live && code && (latest.current === null || latest.current === undefined || latest.current === "")) onChange(code);
    });
    return () => {
      live = false;
    };
    // once per opening of the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid, record]);
  return <Input name={name} value={value === null || value === undefined ? "" : String(value)} onChange={(e) => onChange(e.currentTarget.value)} readOnly={readOnly} variant={readOnly ? "subtle" : "outline"} autoComplete="off" />;
}
