import { LandingPage } from "@/pages/landing";
import { hydratePage } from "./hydrate-page";
import "../index.css";

hydratePage(<LandingPage />);
