import { createRoot } from "react-dom/client";
import { App } from "./App";
import { startServices } from "./app/services";

startServices();
createRoot(document.getElementById("root") as HTMLElement).render(<App />);
