import { describe, expect, it } from "vitest";
import { countSegments } from "../../src/domain/delivery-rules/segments.js";
import {
  carrierKeyword,
  HELP_TEXT,
  keywordLanguage,
  keywordReply,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from "../../src/messaging/rules/carrier-keywords.js";

describe("carrier keywords", () => {
  it("knows every opt-out word Twilio handles, and OPT OUT written apart", () => {
    for (const word of [
      "STOP",
      "STOPALL",
      "UNSUBSCRIBE",
      "CANCEL",
      "END",
      "QUIT",
      "REVOKE",
      "OPTOUT",
      "OPT OUT",
    ])
      expect(carrierKeyword(word), word).toBe("opt_out");
  });

  it("knows the Spanish and French forms, with or without accents", () => {
    for (const word of ["PARAR", "ALTO", "DETENER", "ARRET", "ARRÊT", "arrêt", "Arret"])
      expect(carrierKeyword(word), word).toBe("opt_out");
    expect(carrierKeyword("COMENZAR")).toBe("opt_in");
    expect(carrierKeyword("ayuda")).toBe("help");
    expect(carrierKeyword("Aide")).toBe("help");
  });

  it("opts back in on START, YES and UNSTOP, and helps on HELP and INFO", () => {
    for (const word of ["START", "yes", "Unstop"]) expect(carrierKeyword(word), word).toBe("opt_in");
    for (const word of ["HELP", "info"]) expect(carrierKeyword(word), word).toBe("help");
  });

  it("ignores case, surrounding punctuation and whitespace", () => {
    for (const text of [
      "Stop.",
      "  stop!! ",
      "¡ALTO!",
      "\tSTOP\n",
      "...unsubscribe?",
      "opt-out",
      "Opt  Out!",
      "«Arrêt»",
    ])
      expect(carrierKeyword(text), text).toBe("opt_out");
    expect(carrierKeyword("help?")).toBe("help");
    expect(carrierKeyword("¿Ayuda?")).toBe("help");
  });

  it("folds compatibility forms and invisible characters", () => {
    expect(carrierKeyword("ＳＴＯＰ")).toBe("opt_out"); // fullwidth letters
    expect(carrierKeyword("\u200BSTOP\u200B")).toBe("opt_out"); // zero-width spaces
    expect(carrierKeyword("ARRE\u0302T")).toBe("opt_out"); // Ê written as E and a combining circumflex
  });

  it("matches only the whole message", () => {
    for (const text of [
      "stop it",
      "please stop",
      "STOP STOP",
      "the end",
      "help me",
      "yes please",
      "stopp",
      "st op",
      "",
    ])
      expect(carrierKeyword(text), text).toBeNull();
  });

  it("tells the language of a Spanish or French keyword, and English for the rest", () => {
    for (const word of ["PARAR", "¡Alto!", "detener", "COMENZAR", "¿Ayuda?"])
      expect(keywordLanguage(word), word).toBe("es");
    for (const word of ["ARRÊT", "arret", "Aide"]) expect(keywordLanguage(word), word).toBe("fr");
    for (const word of ["STOP", "help", "START", "hola", ""]) expect(keywordLanguage(word), word).toBe("en");
  });

  it("answers each keyword in its language, naming the service and a word that works to opt back in or out", () => {
    expect(keywordReply("opt_out", "en")).toBe(OPT_OUT_CONFIRMATION);
    expect(keywordReply("opt_in", "en")).toBe(OPT_IN_CONFIRMATION);
    expect(keywordReply("help", "en")).toBe(HELP_TEXT);
    for (const language of ["en", "es", "fr"] as const) {
      for (const keyword of ["opt_out", "opt_in", "help"] as const) {
        const reply = keywordReply(keyword, language);
        expect(reply, `${keyword} ${language}`).toMatch(/^Textpal ?:/);
        // Every word a reply names must itself be a keyword of the kind it is named for.
        for (const [word, kind] of [
          ...reply.matchAll(/\b(START|COMENZAR|STOP|PARAR|ARRET|HELP|AYUDA|AIDE)\b/g),
        ].map((match) => [match[1] ?? "", carrierKeyword(match[1] ?? "")] as const))
          expect(kind, `${word} in ${keyword} ${language}`).not.toBeNull();
      }
    }
    expect(keywordReply("opt_out", "es")).toContain("COMENZAR");
    expect(keywordReply("opt_out", "fr")).toContain("START");
    // The Spanish and French replies need UCS-2 for their accents, so they run to more segments.
    expect(countSegments(keywordReply("opt_out", "es")).segments).toBeLessThanOrEqual(2);
  });
});
