import { describe, expect, it } from "vitest";
import { isHandoffRequest } from "../../src/messaging/rules/handoff-request.js";

describe("a request for a human, in words", () => {
  it.each([
    "talk to a human",
    "Talk to a human please",
    "I want to speak with a real person",
    "real person",
    "REAL PERSON!!",
    "agent",
    "Agent please",
    "representative",
    "a representative",
    "live agent",
    "customer service",
    "can I chat with someone",
    "get me a human",
    "connect me to an agent",
    "I need a human being",
    // Spanish
    "hablar con una persona",
    "Quiero hablar con un agente",
    "persona real",
    "un humano por favor",
    "representante",
    "pásame con un asesor",
    // French
    "parler à un humain",
    "Je veux parler avec un conseiller",
    "une vraie personne",
    "un agent svp",
    "représentant",
    "passez-moi un conseiller",
  ])("recognises %j", (text) => {
    expect(isHandoffRequest(text)).toBe(true);
  });

  it.each([
    "",
    "my travel agent booked the wrong hotel",
    "is a real person better at this?",
    "remind me to call the agent at 5pm",
    "what does a real estate agent earn",
    "personne",
    "human rights",
    "talk to me about agents of shield",
    "who was the first human on the moon",
    "la persona que llamó ayer",
  ])("leaves %j to the assistant", (text) => {
    expect(isHandoffRequest(text)).toBe(false);
  });
});
