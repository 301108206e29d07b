import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { listenForHistoryMoves } from "@/components/admin/hold-history-moves";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

listenForHistoryMoves();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
