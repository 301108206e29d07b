import { describe, expect, it } from "vitest";
import type { UserRow } from "../../src/db/repositories/users.js";
import { eraseDecision } from "../../src/messaging/answer/erase-decision.js";
import {
  ERASE_EXPIRED,
  ERASE_FAREWELL,
  eraseRequestLanguage,
  isEraseConfirmation,
} from "../../src/messaging/rules/erase-request.js";

describe("a request to erase, in words", () => {
  it.each([
    ["DELETE MY DATA", "en"],
    ["delete my data please", "en"],
    ["Erase all my data", "en"],
    ["please delete everything you have about me", "en"],
    ["I want you to delete my personal information", "en"],
    ["BORRAR MIS DATOS", "es"],
    ["borra mis datos por favor", "es"],
    ["Eliminar todo sobre mí", "es"],
    ["SUPPRIMER MES DONNÉES", "fr"],
    ["effacez mes données svp", "fr"],
    ["Je veux supprimer mes informations", "fr"],
  ])("%s asks in %s", (text, language) => {
    expect(eraseRequestLanguage(text)).toBe(language);
  });

  it.each([
    "how do I delete my data from Facebook?",
    "delete my reminder",
    "delete my number", // an opt-out (opt-out-request.ts), not an erase
    "my data plan ran out",
    "borrar el recordatorio",
    "supprimer la liste",
  ])("%s is about something else", (text) => {
    expect(eraseRequestLanguage(text)).toBeNull();
  });

  it("is confirmed by YES DELETE and its Spanish and French forms only", () => {
    for (const yes of ["YES DELETE", "yes delete", "Yes, delete!", "sí borrar", "oui supprimer"])
      expect(isEraseConfirmation(yes), yes).toBe(true);
    for (const other of ["yes", "delete", "yes delete it all", "yes please delete my reminder"])
      expect(isEraseConfirmation(other), other).toBe(false);
  });
});

describe("deciding an erase", () => {
  const NOW = new Date("2026-12-03T10:00:00Z");
  const person = (overrides: Partial<UserRow>) =>
    ({
      id: 1,
      phone_number: "+12065550100",
      erase_requested_at: null,
      erase_confirmed_at: null,
      ...overrides,
    }) as UserRow;
  const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

  it("erases on a YES DELETE within 10 minutes of the request, and only then", () => {
    const inTime = eraseDecision(person({ erase_requested_at: minutesAgo(10) }), "YES DELETE", NOW);
    expect(inTime?.effects).toEqual([{ type: "erase_confirmed" }]);
    expect(inTime?.drafts.map((draft) => draft.content)).toEqual([ERASE_FAREWELL]);
    const late = eraseDecision(person({ erase_requested_at: minutesAgo(10.1) }), "YES DELETE", NOW);
    expect(late?.effects).toEqual([{ type: "erase_expired" }]);
    expect(late?.drafts.map((draft) => draft.content)).toEqual([ERASE_EXPIRED]);
  });

  it("leaves a YES DELETE with nothing asked to the assistant, and answers nothing once confirmed", () => {
    expect(eraseDecision(person({}), "yes delete", NOW)).toBeNull();
    expect(eraseDecision(person({}), "what's up", NOW)).toBeNull();
    expect(eraseDecision(person({ erase_confirmed_at: minutesAgo(1) }), "hello?", NOW)).toEqual({
      drafts: [],
      effects: [],
    });
  });
});
