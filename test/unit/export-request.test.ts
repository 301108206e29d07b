import { describe, expect, it } from "vitest";
import { isExportRequest } from "../../src/messaging/rules/export-request.js";

describe("a request for one's data, in words", () => {
  it.each([
    "EXPORT MY DATA",
    "export my data please",
    "Export all my data.",
    "download my personal data",
    "send me my data",
    "Send me a copy of my data, thanks",
    "give me my info",
    "I want my data",
    "I'd like a copy of my data",
    "can I have my data?",
    "I want to download my data",
    "could you send me my information",
    "data export",
    // Spanish
    "EXPORTAR MIS DATOS",
    "envíame mis datos",
    "Mándame todos mis datos por favor",
    "quiero una copia de mis datos",
    "¿Puedes enviarme mis datos personales?",
    // French
    "EXPORTER MES DONNÉES",
    "envoyez-moi mes données",
    "Je voudrais une copie de mes données svp",
    "télécharger toutes mes données",
    "pouvez-vous m'envoyer mes données ?",
  ])("recognises %j", (text) => {
    expect(isExportRequest(text)).toBe(true);
  });

  it.each([
    "",
    "export",
    "data",
    "my data",
    "DELETE MY DATA",
    "delete all my data",
    "how do I export my data from Google Sheets?",
    "export my contacts",
    "send me my reminders",
    "is my data safe?",
    "my data plan ran out",
    "I want more data on my plan",
    "what do you do with my data",
    "borrar mis datos",
    "supprimer mes données",
    "mes données mobiles ne marchent pas",
  ])("leaves %j to the other rules", (text) => {
    expect(isExportRequest(text)).toBe(false);
  });
});
