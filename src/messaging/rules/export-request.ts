import { ownPhrase } from "../../domain/phrases/plain-phrase.js";

/**
 * A person asking for a copy of their data (issue 37), in English, Spanish and French: "EXPORT MY
 * DATA", "send me my data", "I'd like a copy of my data", "EXPORTAR MIS DATOS", "envíame mis
 * datos", "EXPORTER MES DONNÉES", "envoyez-moi mes données". The person's own words must be the
 * request (courtesy words aside, what they forwarded or quoted left out), so "how do I export my
 * data from Sheets?" or "delete my data" are not; the answer is a one-time download link, sent
 * whoever else is in the conversation.
 */
export function isExportRequest(text: string): boolean {
  const phrase = ownPhrase(text);
  if (phrase === "") return false;
  return PHRASES.some((pattern) => pattern.test(phrase));
}

const EN_DATA = String.raw`(?:(?:all\s+(?:of\s+)?)?my\s+(?:personal\s+)?(?:data|information|info)|(?:a\s+)?copy\s+of\s+my\s+(?:personal\s+)?(?:data|information|info))`;
const ES_DATA = String.raw`(?:(?:todos\s+)?mis\s+datos(?:\s+personales)?|(?:una\s+)?copia\s+de\s+mis\s+datos(?:\s+personales)?)`;
const FR_DATA = String.raw`(?:(?:toutes\s+)?mes\s+donnees(?:\s+personnelles)?|(?:une\s+)?copie\s+de\s+mes\s+donnees(?:\s+personnelles)?)`;

const PHRASES: RegExp[] = [
  // export my data / download all my data
  new RegExp(String.raw`^(?:export|download)\s+${EN_DATA}$`),
  // data export / export data
  /^(?:data\s+export|export\s+data)$/,
  // send me my data / give me a copy of my data / email me my info
  new RegExp(String.raw`^(?:send|give|get|email|text)\s+me\s+${EN_DATA}$`),
  // i want my data / i'd like a copy of my data / can i have my data / i want to download my data
  new RegExp(
    String.raw`^(?:i\s+(?:want|need|would\s+like)|i'?d\s+like|(?:can|could|may)\s+i\s+(?:have|get))\s+(?:to\s+(?:export|download|get|have|see)\s+)?${EN_DATA}$`,
  ),
  // can you send me my data / could you export my data
  new RegExp(String.raw`^(?:can|could|would|will)\s+you\s+(?:send|give|email)\s+me\s+${EN_DATA}$`),
  new RegExp(String.raw`^(?:can|could|would|will)\s+you\s+export\s+${EN_DATA}$`),
  // Spanish: exportar mis datos / envíame mis datos / quiero una copia de mis datos
  new RegExp(String.raw`^(?:exportar|exporta|exporte|descargar|descarga|descargue)\s+${ES_DATA}$`),
  new RegExp(String.raw`^(?:enviame|envieme|enviarme|mandame|mandeme|dame|deme)\s+${ES_DATA}$`),
  new RegExp(
    String.raw`^(?:quiero|necesito|quisiera)\s+(?:(?:exportar|descargar|recibir|tener)\s+)?${ES_DATA}$`,
  ),
  new RegExp(String.raw`^(?:puedes|puede|podrias|podria)\s+(?:enviarme|mandarme|darme)\s+${ES_DATA}$`),
  // French: exporter mes données / envoyez-moi mes données / je veux une copie de mes données
  new RegExp(String.raw`^(?:exporter|exportez|exporte|telecharger|telechargez)\s+${FR_DATA}$`),
  new RegExp(String.raw`^(?:envoyez|envoie|envoyer|donnez|donne|transmettez)\s+moi\s+${FR_DATA}$`),
  new RegExp(
    String.raw`^je\s+(?:veux|voudrais|souhaite|demande)\s+(?:(?:exporter|telecharger|recevoir|obtenir)\s+)?${FR_DATA}$`,
  ),
  new RegExp(String.raw`^(?:pouvez\s+vous|peux\s+tu)\s+(?:m'?\s?envoyer|me\s+donner|exporter)\s+${FR_DATA}$`),
];
