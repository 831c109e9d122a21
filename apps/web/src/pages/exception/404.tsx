/** The 404 exception page (shell.md §2 "Page groups"). */
import { ExceptionView } from "./components/ExceptionView";

export default function Exception404() {
  return <ExceptionView status={404} />;
}
