import { ownPhrase } from "../../domain/phrases/plain-phrase.js";
import { keywordForm } from "./carrier-keywords.js";

/**
 * Free-text opt-outs. Since the FCC's 2025 rule, consent may be revoked "by any reasonable means":
 * "stop texting me", "please don't message me anymore", "unsubscribe me". This rule knows the
 * common phrasings (English, and a few Spanish and French ones), so they work with or without an
 * AI model, in maintenance and after the free messages are used up. A phrase must be the whole of
 * the person's own words (what they forwarded or quoted is left out: `"stop texting me" - from
 * +1…` asks nothing), about texts to the sender from us: "stop reminding me about the dentist",
 * "don't text my mom" and "how do I unsubscribe from Netflix" ask for something else.
 */
export function isOptOutRequest(text: string): boolean {
  const phrase = ownPhrase(text);
  if (phrase === "") return false;
  if (PLAIN_OPT_OUT_WORDS.has(keywordForm(phrase))) return true;
  return PHRASES.some((pattern) => pattern.test(phrase));
}

/**
 * Opt-out keywords that mean nothing else, so "stop please" or "unsubscribe now" count too;
 * "cancel please" or "end now" may be about a reminder.
 */
const PLAIN_OPT_OUT_WORDS = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "OPTOUT",
  "OPT OUT",
  "PARAR",
  "DETENER",
  "ARRET",
]);

const TEXTS = "(?:texts?|text messages?|messages?|msgs?|sms|txts?|notifications?|alerts?)";
const US = "(?:you|you guys|textpal|this number|this service|this bot|this app)";
const FROM_US = String.raw`(?:\s+from\s+${US})?`;
const TO_ME = String.raw`(?:texting|txting|messaging|contacting|sms(?:ing)?|writing(?:\s+to)?)\s+me`;
const OUR_LIST = String.raw`(?:(?:your|the|this|these|textpal'?s?)\s+)?(?:(?:texting|sms|text|mailing|contact)\s+)?(?:list|service|texts|messages|textpal|number)`;

const PHRASES: RegExp[] = [
  // stop texting me / quit messaging me / stop contacting me / stop sending me texts
  new RegExp(String.raw`^(?:stop|quit|cease)\s+${TO_ME}$`),
  new RegExp(
    String.raw`^(?:stop|quit)\s+(?:sending\s+(?:me\s+)?)?(?:(?:all|these|those|the|your|all\s+(?:these|the|your))\s+)?${TEXTS}${FROM_US}$`,
  ),
  // don't text me / do not message me again / never contact me again
  new RegExp(
    String.raw`^(?:don'?t|do\s+not|never)\s+(?:text|txt|message|msg|contact|sms|write(?:\s+to)?|send\s+me\s+(?:any(?:\s+more)?\s+)?${TEXTS}(?:\s+to)?)\s+me$`,
  ),
  // no more texts / i don't want any more messages from you / i do not wish to receive texts
  new RegExp(String.raw`^no\s+more\s+${TEXTS}${FROM_US}$`),
  new RegExp(
    String.raw`^i\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:want|wish)\s+(?:to\s+(?:receive|get)\s+)?(?:any\s+(?:more\s+)?|more\s+|your\s+|these\s+)?${TEXTS}${FROM_US}$`,
  ),
  // unsubscribe me / opt me out / remove me from your list / take me off the list
  new RegExp(String.raw`^(?:unsubscribe|unsub|opt)\s+me(?:\s+out)?(?:\s+(?:from|of)\s+${OUR_LIST})?$`),
  new RegExp(
    String.raw`^(?:remove|take|delete)\s+(?:me|my\s+number)\s+(?:from|off(?:\s+of)?)\s+${OUR_LIST}$`,
  ),
  /^(?:remove|delete)\s+(?:me|my\s+number)$/,
  // i want to unsubscribe / i'd like to opt out / i want to stop receiving these texts
  new RegExp(
    String.raw`^(?:i\s+(?:want|wish|would\s+like|need)\s+to|i'?d\s+like\s+to|let\s+me)\s+(?:unsubscribe|opt\s*-?\s*out|stop\s+(?:receiving|getting)\s+(?:(?:these|your|the|any)\s+)?${TEXTS})(?:\s+(?:from|of)\s+${OUR_LIST})?$`,
  ),
  /^leave\s+me\s+alone$/,
  // Spanish: deja de enviarme mensajes / no me envíen más mensajes / dame de baja / no quiero más mensajes
  /^(?:por\s+favor\s+)?(?:deja|dejen|deje|para|paren|pare)\s+de\s+(?:enviarme|mandarme|escribirme|textearme)(?:\s+(?:mensajes|textos|sms))?$/,
  /^(?:por\s+favor\s+)?no\s+me\s+(?:envies|envien|envie|mandes|manden|mande|escribas|escriban|escriba)(?:\s+mas)?(?:\s+(?:mensajes|textos|sms))?(?:\s+mas)?$/,
  /^(?:quiero\s+)?(?:dame|denme|deme|darme)\s+de\s+baja$/,
  /^no\s+quiero\s+(?:recibir\s+)?mas\s+(?:mensajes|textos|sms)$/,
  // French: arrêtez de m'envoyer des messages / ne m'écrivez plus / désabonnez-moi / je veux me désabonner
  /^(?:arretez|arrete|arreter)\s+de\s+m'?\s*(?:envoyer|ecrire)(?:\s+(?:des\s+)?(?:messages|sms|textos))?$/,
  /^ne\s+m'?\s*(?:envoyez|envoie|envoyer|ecrivez|ecris)\s+plus(?:\s+(?:de\s+)?(?:messages|sms|textos))?$/,
  /^(?:desabonnez|desabonne|desinscrivez|desinscris)\s+moi$/,
  /^je\s+(?:veux|voudrais|souhaite)\s+me\s+(?:desabonner|desinscrire)$/,
];
