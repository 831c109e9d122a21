/** The 403 exception page (shell.md §2 "Page groups"). */
import { ExceptionView } from "./components/ExceptionView";

export default function Exception403() {
  return <ExceptionView status={403} />;
}
