import type { LandingPageState } from "@shared/page-rendering";
import { LandingPage } from "@/pages/landing";
import { hydratePage, readPageState } from "./hydrate-page";
import "../public-pages.css";

hydratePage(<LandingPage retention={readPageState<LandingPageState>().retention} />);
