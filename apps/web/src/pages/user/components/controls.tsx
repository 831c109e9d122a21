/**
 * The login layout's form controls in plain HTML (styled by layouts/plain.css), so the login
 * route loads no UI library: a labelled field whose error text is tied to the input with
 * aria-describedby, a native select, a button with a busy state, an alert, and tabs following the
 * WAI-ARIA tabs pattern (arrow keys, Home/End, roving tab stop).
 */
import { useId, useRef, type ButtonHTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "children"> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** Shown right of the input (the captcha picture, the SMS-code button). */
  after?: ReactNode;
}

export function TextField({ label, value, onValue, error, after, required = true, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (
    <input
      {...input}
      id={id}
      className="qt-input"
      value={value}
      onChange={(e) => onValue(e.currentTarget.value)}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className="qt-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="qt-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {after ? (
        <div className="qt-row">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {error ? (
        <div id={errorId} className="qt-field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function SelectField({ label, value, onValue, options, placeholder, error }: { label: string; value: string; onValue: (value: string) => void; options: readonly { value: string; label: string }[]; placeholder: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="qt-field">
      <label htmlFor={id}>
        {label}
        <span className="qt-field__required" aria-hidden="true">
          *
        </span>
      </label>
      <select id={id} className="qt-select" value={value} onChange={(e) => onValue(e.currentTarget.value)} required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={errorId} className="qt-field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  variant?: "solid" | "outline";
  block?: boolean;
}

/** A button; while busy it is disabled, says so (aria-busy) and shows a spinner before its text. */
export function Button({ busy = false, variant = "solid", block = false, className, disabled, children, type = "button", ...rest }: ButtonProps) {
  const classes = ["qt-button", variant === "outline" ? "qt-button--outline" : "", block ? "qt-button--block" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="qt-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function Alert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" | "success" }) {
  return (
    <div className={`qt-alert${tone === "error" ? "" : ` qt-alert--${tone}`}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

export interface TabDef<T extends string> {
  value: T;
  label: string;
}

/**
 * The tab list; the panels are the caller's (`tabPanelProps` gives each its ids). Left/Right move
 * to the previous/next tab (wrapping), Home/End to the first/last, selecting as they move.
 */
export function TabList<T extends string>({ tabs, selected, onSelect, idPrefix, label }: { tabs: readonly TabDef<T>[]; selected: T; onSelect: (value: T) => void; idPrefix: string; label: string }) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const next = e.key === "ArrowRight" ? (index + 1) % tabs.length : e.key === "ArrowLeft" ? (index - 1 + tabs.length) % tabs.length : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next] as TabDef<T>;
    onSelect(tab.value);
    refs.current.get(tab.value)?.focus();
  };
  return (
    <div className="qt-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          ref={(el) => {
            if (el) refs.current.set(tab.value, el);
            else refs.current.delete(tab.value);
          }}
          type="button"
          role="tab"
          className="qt-tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-selected={tab.value === selected}
          aria-controls={`${idPrefix}-panel-${tab.value}`}
          tabIndex={tab.value === selected ? 0 : -1}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, value: string, selected: string) {
  return { role: "tabpanel", id: `${idPrefix}-panel-${value}`, "aria-labelledby": `${idPrefix}-tab-${value}`, hidden: value !== selected } as const;
}
