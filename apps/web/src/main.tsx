import { createRoot } from "react-dom/client";
import { App, prepareOpening } from "./App";
import { createServices } from "./app/services";
import { ServicesProvider } from "./app/ServicesContext";

const services = createServices();
services.start();
prepareOpening(services);
createRoot(document.getElementById("root") as HTMLElement).render(
  <ServicesProvider services={services}>
    <App />
  </ServicesProvider>,
);
