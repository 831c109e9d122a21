/** The 500 exception page (shell.md §2 "Page groups"). */
import { ExceptionView } from "./components/ExceptionView";

export default function Exception500() {
  return <ExceptionView status={500} />;
}
