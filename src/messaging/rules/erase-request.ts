import { ownPhrase } from "../../domain/phrases/plain-phrase.js";

/** How long a "DELETE MY DATA" waits for its YES DELETE. */
export const ERASE_CONFIRM_MINUTES = 10;

export type EraseLanguage = "en" | "es" | "fr";

/**
 * A person asking by text for everything about them to be erased, in English, Spanish or French:
 * "DELETE MY DATA", "erase all my data", "borrar mis datos", "supprimer mes données". The
 * person's own words must be the request (courtesy words aside, what they forwarded or quoted
 * left out), so "how do I delete my data from Facebook?" is left to the assistant. Null when it
 * is not one; else the language to confirm in.
 */
export function eraseRequestLanguage(text: string): EraseLanguage | null {
  const phrase = ownPhrase(text);
  if (EN_REQUEST.test(phrase)) return "en";
  if (ES_REQUEST.test(phrase)) return "es";
  if (FR_REQUEST.test(phrase)) return "fr";
  return null;
}

/** The reply that erases: YES DELETE, or its Spanish and French forms. */
export function isEraseConfirmation(text: string): boolean {
  return CONFIRMATIONS.has(ownPhrase(text));
}

const EN_REQUEST =
  /^(?:i\s+(?:want|would\s+like|need)\s+(?:you\s+)?to\s+|i'?d\s+like\s+(?:you\s+)?to\s+|can\s+you\s+|please\s+)?(?:delete|erase|remove|wipe)\s+(?:all\s+(?:of\s+)?)?(?:my\s+(?:personal\s+)?(?:data|information|info)|everything\s+(?:you\s+(?:have|hold|know|store)\s+)?about\s+me)$/;
const ES_REQUEST =
  /^(?:quiero\s+)?(?:borrar|borra|borren|borre|eliminar|elimina|eliminen|elimine)\s+(?:todos\s+)?(?:mis\s+datos|mi\s+informacion|todo\s+sobre\s+mi)$/;
const FR_REQUEST =
  /^(?:je\s+(?:veux|voudrais|souhaite)\s+)?(?:supprimer|supprimez|supprime|effacer|effacez|efface)\s+(?:toutes\s+)?(?:mes\s+donnees|mes\s+informations|tout\s+sur\s+moi)$/;

const CONFIRMATIONS = new Set(["yes delete", "si borrar", "oui supprimer"]);

/** The confirmation each language gets; the English one is the issue's words. */
export const ERASE_CONFIRMATION_REQUEST: Record<EraseLanguage, string> = {
  en: `Reply YES DELETE within ${ERASE_CONFIRM_MINUTES} minutes to erase everything we hold about you. This cannot be undone.`,
  es: `Responde YES DELETE (o SI BORRAR) en ${ERASE_CONFIRM_MINUTES} minutos para borrar todo lo que tenemos sobre ti. No se puede deshacer.`,
  fr: `Répondez YES DELETE (ou OUI SUPPRIMER) dans les ${ERASE_CONFIRM_MINUTES} minutes pour effacer tout ce que nous avons sur vous. C'est irréversible.`,
};

/** The last text before the erase, sent first: after it nothing of them is left to send from. */
export const ERASE_FAREWELL =
  "Erasing everything we hold about you now. This is our last text unless you write to us again.";

/** A YES DELETE that came too late. */
export const ERASE_EXPIRED = `That took more than ${ERASE_CONFIRM_MINUTES} minutes, so nothing was erased. Text DELETE MY DATA to start again.`;

/** Whether a request made at `requestedAt` may still be confirmed at `now`. */
export function eraseStillConfirmable(requestedAt: Date | null, now: Date): boolean {
  return requestedAt !== null && now.getTime() - requestedAt.getTime() <= ERASE_CONFIRM_MINUTES * 60_000;
}
