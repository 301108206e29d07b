import { LandingPage } from "@/pages/landing";
import { hydratePage } from "./hydrate-page";
import "../public-pages.css";

hydratePage(<LandingPage />);
