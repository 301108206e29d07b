import { ownPhrase } from "../../domain/phrases/plain-phrase.js";

/**
 * A person asking for a human, in the common phrasings of English, Spanish and French: "talk to a
 * human", "real person", "agent", "representative", "hablar con una persona", "parler à un
 * conseiller". The person's own words must be the request (courtesy words aside, what they
 * forwarded or quoted left out), so "my travel agent called" or "is a real person better at
 * this?" are answered as usual. The AI model's handoff tool covers other words; this rule works
 * with or without a model (decision 030).
 */
export function isHandoffRequest(text: string): boolean {
  const phrase = ownPhrase(text);
  if (phrase === "") return false;
  return PHRASES.some((pattern) => pattern.test(phrase));
}

const EN_PERSON = String.raw`(?:(?:a|an|the|some|real|live|actual)\s+)*(?:human(?:\s+being)?|person|agent|representative|rep|operator|somebody|someone|customer\s+(?:service|support)(?:\s+(?:agent|rep|representative))?|support\s+(?:agent|person|team))`;
const EN_ASK = String.raw`(?:i\s+(?:want|need|would\s+like|wanna)\s+to|i'?d\s+like\s+to|can\s+i|could\s+i|may\s+i|let\s+me|please\s+let\s+me)`;
const ES_PERSON = String.raw`(?:(?:una|un|el|la|alguien|alguna)\s+)?(?:persona(?:\s+real)?|humano|ser\s+humano|agente|representante|asesor|asesora|operador|operadora|alguien(?:\s+real)?)`;
// "personne" alone also means "nobody": it needs its article or "réelle".
const FR_PERSON = String.raw`(?:(?:(?:un|une|le|la)\s+)?(?:humain|etre\s+humain|vraie\s+personne|agent|conseiller|conseillere|representant|representante|operateur|operatrice)|(?:une\s+)?personne\s+reelle|une\s+personne|quelqu'?un(?:\s+de\s+reel)?)`;

const PHRASES: RegExp[] = [
  // human / a real person / agent / representative / live agent / customer service
  new RegExp(`^${EN_PERSON}$`),
  // talk to a human / i want to speak with an agent / can i chat with a real person
  new RegExp(String.raw`^(?:${EN_ASK}\s+)?(?:talk|speak|chat)\s+(?:to|with)\s+${EN_PERSON}$`),
  // i want a human / i need a real person / give me an agent / get me a representative
  new RegExp(
    String.raw`^(?:i\s+(?:want|need|would\s+like)|i'?d\s+like|(?:give|get|find)\s+me)\s+${EN_PERSON}$`,
  ),
  // connect me to an agent / transfer me to a human / put me through to a person
  new RegExp(String.raw`^(?:connect|transfer|put)\s+me\s+(?:to|with|through\s+to)\s+${EN_PERSON}$`),
  // Spanish: persona real / un humano / agente / quiero hablar con una persona / pásame con un asesor
  new RegExp(`^${ES_PERSON}$`),
  new RegExp(
    String.raw`^(?:(?:quiero|necesito|quisiera|puedo|podria|me\s+gustaria)\s+)?(?:hablar|comunicarme|chatear)\s+con\s+${ES_PERSON}$`,
  ),
  new RegExp(String.raw`^(?:quiero|necesito|quisiera)\s+${ES_PERSON}$`),
  new RegExp(String.raw`^(?:pasame|paseme|comunicame|comuniqueme|conectame|conecteme)\s+con\s+${ES_PERSON}$`),
  // French: un humain / une vraie personne / je veux parler à un conseiller / passez-moi un agent
  new RegExp(`^${FR_PERSON}$`),
  new RegExp(
    String.raw`^(?:(?:je\s+(?:veux|voudrais|souhaite|peux|dois)|puis\s+je|est\s+ce\s+que\s+je\s+peux)\s+)?parler\s+(?:a|avec)\s+${FR_PERSON}$`,
  ),
  new RegExp(String.raw`^je\s+(?:veux|voudrais)\s+${FR_PERSON}$`),
  new RegExp(String.raw`^(?:passez|passe|mettez|mets)\s+moi\s+(?:en\s+contact\s+avec\s+)?${FR_PERSON}$`),
];
