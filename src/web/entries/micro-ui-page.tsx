import type { MicroUiPageState } from "@shared/page-rendering";
import { MicroUiViewer } from "@/features/micro-ui/micro-ui-viewer";
import { hydratePage, readPageState } from "./hydrate-page";
import "../public-pages.css";

hydratePage(<MicroUiViewer page={readPageState<MicroUiPageState>()} />);
