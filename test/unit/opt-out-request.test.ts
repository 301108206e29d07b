import { describe, expect, it } from "vitest";
import { isOptOutRequest } from "../../src/messaging/rules/opt-out-request.js";

describe("free-text opt-out requests", () => {
  it("recognises the common English phrasings", () => {
    for (const text of [
      "stop texting me",
      "Please don't message me anymore.",
      "unsubscribe me",
      "no more texts",
      "leave me alone!",
      "Stop sending me messages",
      "stop sending me these texts please",
      "Do not contact me again",
      "never text me again",
      "I don’t want any more messages from you",
      "i do not wish to receive texts",
      "Remove me from your list",
      "take me off the list please",
      "opt me out",
      "I want to unsubscribe",
      "I'd like to opt out",
      "i want to stop receiving these messages",
      "stop please",
      "Unsubscribe now!!",
      "STOP TEXTING ME",
      "ok stop messaging me thanks",
    ])
      expect(isOptOutRequest(text), text).toBe(true);
  });

  it("recognises a few Spanish and French phrasings, with or without accents", () => {
    for (const text of [
      "Deja de enviarme mensajes",
      "no me envíen más mensajes",
      "no me mandes mas mensajes por favor",
      "dame de baja",
      "Quiero darme de baja",
      "no quiero recibir más mensajes",
      "Arrêtez de m'envoyer des messages",
      "ne m’envoyez plus de messages",
      "Désabonnez-moi",
      "je veux me désabonner",
    ])
      expect(isOptOutRequest(text), text).toBe(true);
  });

  it("leaves requests about something else alone", () => {
    for (const text of [
      "stop reminding me about the dentist",
      "don't text my mom",
      "how do I unsubscribe from Netflix",
      "unsubscribe me from netflix",
      "can you help me unsubscribe from this newsletter",
      "remind me to stop texting my ex",
      "I told him to stop texting me",
      "leave me alone for an hour so I can focus",
      "no more texts from my boss please",
      "cancel please",
      "end now",
      "stop it",
      "why do you keep texting me?",
      "remove the milk from my list",
      "",
      "!!!",
    ])
      expect(isOptOutRequest(text), text).toBe(false);
  });
});
