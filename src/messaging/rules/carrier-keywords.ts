/**
 * Carrier (CTIA) keywords: the whole message, any case, whatever punctuation and spaces surround
 * it. Twilio's default opt-out words, plus the common Spanish and French forms. They work even in
 * maintenance.
 */
const OPT_OUT = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
  "OPT OUT",
]);
const OPT_IN = new Set(["START", "YES", "UNSTOP"]);
const HELP = new Set(["HELP", "INFO"]);

/** The keyword's language: its confirmation is written in it, so a person who wrote ALTO can read it. */
export type KeywordLanguage = "en" | "es" | "fr";

const OTHER_LANGUAGES: Record<string, { keyword: CarrierKeyword; language: KeywordLanguage }> = {
  PARAR: { keyword: "opt_out", language: "es" },
  ALTO: { keyword: "opt_out", language: "es" },
  DETENER: { keyword: "opt_out", language: "es" },
  COMENZAR: { keyword: "opt_in", language: "es" },
  AYUDA: { keyword: "help", language: "es" },
  ARRET: { keyword: "opt_out", language: "fr" },
  AIDE: { keyword: "help", language: "fr" },
};

export const SERVICE_NAME = "Textpal";

export type CarrierKeyword = "opt_out" | "opt_in" | "help";

export function carrierKeyword(text: string): CarrierKeyword | null {
  const word = keywordForm(text);
  if (OPT_OUT.has(word)) return "opt_out";
  if (OPT_IN.has(word)) return "opt_in";
  if (HELP.has(word)) return "help";
  return OTHER_LANGUAGES[word]?.keyword ?? null;
}

/** The language a text is written in when it is a Spanish or French keyword; English otherwise. */
export function keywordLanguage(text: string): KeywordLanguage {
  return OTHER_LANGUAGES[keywordForm(text)]?.language ?? "en";
}

/** Surrounding whitespace, punctuation ("¡ALTO!") and invisible format characters. */
const EDGES = /^[\s\p{P}\p{Cf}]+|[\s\p{P}\p{Cf}]+$/gu;

/**
 * The text as keywords are written: compatibility forms folded (fullwidth letters), accents
 * dropped so ARRÊT and ARRET are one word, upper case, and the spaces or dashes inside a phrase
 * ("opt-out") made one space.
 */
export function keywordForm(text: string): string {
  return text
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(EDGES, "")
    .replace(/[\s\p{Pd}_]+/gu, " ")
    .toUpperCase();
}

export const OPT_OUT_CONFIRMATION = `${SERVICE_NAME}: You have been unsubscribed and will receive no further messages. Reply START to resubscribe.`;
export const OPT_IN_CONFIRMATION = `${SERVICE_NAME}: You are subscribed again. Msg&data rates may apply. Reply HELP for help, STOP to opt out.`;
export const HELP_TEXT = `${SERVICE_NAME}: your AI personal assistant by text. Msg frequency varies. Msg&data rates may apply. Reply STOP to opt out, START to opt back in.`;

/**
 * What each keyword is answered with, in its language. Each names the service and how to opt back
 * in or out with a word that works. French has no opt-in keyword of its own, so it names START.
 */
const KEYWORD_REPLIES: Record<CarrierKeyword, Record<KeywordLanguage, string>> = {
  opt_out: {
    en: OPT_OUT_CONFIRMATION,
    es: `${SERVICE_NAME}: Cancelaste tu suscripción y no recibirás más mensajes. Responde COMENZAR para volver a suscribirte.`,
    fr: `${SERVICE_NAME} : Vous êtes désabonné et ne recevrez plus de messages. Répondez START pour vous réabonner.`,
  },
  opt_in: {
    en: OPT_IN_CONFIRMATION,
    es: `${SERVICE_NAME}: Te suscribiste de nuevo. Pueden aplicarse tarifas de mensajes y datos. Responde AYUDA para obtener ayuda, PARAR para cancelar.`,
    fr: `${SERVICE_NAME} : Vous êtes de nouveau abonné. Des frais de messages et de données peuvent s'appliquer. Répondez AIDE pour obtenir de l'aide, ARRET pour vous désabonner.`,
  },
  help: {
    en: HELP_TEXT,
    es: `${SERVICE_NAME}: tu asistente personal de IA por mensaje de texto. La frecuencia de mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responde PARAR para cancelar, COMENZAR para volver a suscribirte.`,
    fr: `${SERVICE_NAME} : votre assistant personnel IA par SMS. Fréquence des messages variable. Des frais de messages et de données peuvent s'appliquer. Répondez ARRET pour vous désabonner, START pour vous réabonner.`,
  },
};

export function keywordReply(keyword: CarrierKeyword, language: KeywordLanguage): string {
  return KEYWORD_REPLIES[keyword][language];
}
