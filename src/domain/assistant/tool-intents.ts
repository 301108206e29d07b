/**
 * The words that ask for each state-changing tool, in English, Spanish and French, matched in one
 * clause of the person's own typed words (plain form: lower case, no accents, one space between
 * words). They decide only whether a call may run: the model still decides whether to make it, so
 * they are broad where the tool's harm is small or a second step follows (erase_my_data asks for a
 * YES DELETE) and narrow where a common word would open the door ("stop" alone in "can't stop
 * laughing" or "the bus stop" asks nothing). Which tool each list belongs to is tool-authorization.ts.
 */

/** Texts from us, as people name them. */
const TEXTS = String.raw`(?:texts?|text\s+messages?|messages?|msgs?|sms|txts?|notifications?|alerts?)`;
/** Words before a one-word request that keep it one: "ok stop", "i said stop", "can you stop". */
const LEAD = String.raw`(?:(?:just|now|so|ok|okay|then|and|but|oh|god|omg|ugh|seriously|i\s+said|can\s+you|could\s+you|will\s+you|would\s+you|you\s+can|you\s+should|please|pls|plz)\s+)*`;

export const OPT_OUT_WORDS: RegExp[] = [
  /\b(?:unsubscribe|unsub|opt(?:ing)?\s*out|optout|stopall|opt\s+me\s+out)\b/,
  new RegExp(
    String.raw`\b(?:stop|quit|cease)\s+(?:(?:texting|txting|messaging|msging|contacting|sms(?:ing)?|writing(?:\s+to)?|bothering|spamming|pinging)\s+me|sending\s+(?:me\s+)?(?:(?:all|these|those|the|your|any|more)\s+)*(?:${TEXTS}|stuff|things)|(?:all\s+)?(?:these|those|the|your)\s+${TEXTS})\b`,
  ),
  new RegExp(
    String.raw`\b(?:don'?t|do\s+not|never)\s+(?:ever\s+)?(?:(?:text|txt|message|msg|contact|sms|write(?:\s+to)?|bother|spam)\s+me|send\s+me\s+(?:any\s+)?(?:more\s+)?${TEXTS})\b`,
  ),
  new RegExp(String.raw`\bno\s+more\s+(?:${TEXTS}|texting|messaging)\b`),
  new RegExp(
    String.raw`\b(?:don'?t|do\s+not|no\s+longer)\s+(?:want|wish|need)\s+(?:to\s+(?:receive|get)\s+)?(?:any\s+)?(?:more\s+)?(?:of\s+)?(?:(?:your|these|those|the)\s+)?${TEXTS}\b`,
  ),
  /\b(?:leave\s+me\s+alone|go\s+away|(?:remove|take)\s+me\s+(?:off|from)|(?:remove|delete)\s+my\s+number|i\s+want\s+out|count\s+me\s+out|had\s+enough|i'?m\s+done\s+with\s+(?:you|this|textpal|these|the\s+texts))\b/,
  new RegExp(
    String.raw`^${LEAD}(?:stop|quit|cancel|end|enough|halt|revoke)(?:\s+(?:it|this|that|now|already|everything|all|it\s+all))*$`,
  ),
  // Spanish: deja de escribirme, no me mandes más, dame de baja, déjame en paz, basta
  /\b(?:(?:deja|dejen|deje|para|paren|pare)\s+de\s+(?:enviarme|mandarme|escribirme|textearme|molestarme|contactarme)|no\s+me\s+(?:envies|envien|envie|mandes|manden|mande|escribas|escriban|escriba|molestes|contactes)|(?:dame|denme|deme|darme)\s+de\s+baja|no\s+quiero\s+(?:recibir\s+)?(?:mas\s+)?(?:mensajes|textos|sms)|dejame\s+en\s+paz)\b/,
  /^(?:ya\s+)?(?:basta|parar|alto|detener|para|paren|baja)(?:\s+ya)?$/,
  // French: arrêtez de m'écrire, ne m'envoyez plus, désabonnez-moi, laissez-moi tranquille
  /\b(?:(?:arretez|arrete|arreter|cessez|cesse)\s+de\s+m'?\s*(?:envoyer|ecrire|contacter|harceler)|ne\s+m'?\s*(?:envoyez|envoie|envoyer|ecrivez|ecris|contactez|contacte)\s+plus|(?:desabonnez|desabonne|desinscrivez|desinscris)\s+moi|me\s+(?:desabonner|desinscrire)|laisse[z]?\s+moi\s+tranquille|plus\s+de\s+(?:messages|sms|textos))\b/,
  /^(?:arret|arrete|arretez|stop)$/,
];

const ERASE_VERB = "(?:delete|erase|remove|wipe|purge|clear|destroy|forget|scrub)";
const MY_DATA = String.raw`(?:(?:all\s+(?:of\s+)?)?my\s+(?:personal\s+)?(?:data|info|information|account|history|records?|details|profile|messages|texts|conversations?|chats?)|everything|all\s+(?:of\s+)?(?:it|this|that)|(?:have|know|hold|store)\s+(?:about|on)\s+me|about\s+me)`;

export const ERASE_WORDS: RegExp[] = [
  new RegExp(String.raw`\b${ERASE_VERB}\s+(?:(?:\S+\s+){0,4}?${MY_DATA}|me)\b`),
  /\b(?:close|terminate|deactivate|cancel)\s+my\s+account\b|\bright\s+to\s+(?:be\s+forgotten|erasure)\b|\b(?:gdpr|ccpa)\b/,
  // Spanish: borra mis datos, elimina mi cuenta, olvídame
  /\b(?:borra|borrar|borren|borre|elimina|eliminar|eliminen|elimine|olvida|olvidar|suprime|suprimir)\s+(?:\S+\s+){0,3}?(?:mis\s+datos|mi\s+informacion|mi\s+cuenta|mi\s+historial|mis\s+mensajes|todo)\b|\bolvidame\b|\bderecho\s+al\s+olvido\b/,
  // French: supprimez mes données, effacez mon compte, oubliez-moi
  /\b(?:supprimer|supprimez|supprime|effacer|effacez|efface|oublier|oubliez|oublie)\s+(?:\S+\s+){0,3}?(?:mes\s+donnees|mes\s+informations|mon\s+compte|mon\s+historique|mes\s+messages|tout|moi)\b|\bdroit\s+a\s+l'?\s*oubli\b/,
];

export const HANDOFF_WORDS: RegExp[] = [
  /\b(?:humans?|human\s+being|(?:real|live|actual)\s+(?:person|people|human)|agent|representative|operator|customer\s+(?:service|support|care)|support\s+(?:team|agent|person|staff)|manager|supervisor|escalate|escalation)\b/,
  /\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a|an|the|some|someone|somebody|your|anyone|anybody)\b/,
  /\b(?:want|need|get|give|find|connect|transfer|put)\s+(?:me\s+)?(?:\S+\s+){0,2}?(?:person|someone|somebody|people)\b/,
  // What the handoff tool is also for, when the model cannot help: complaints and billing disputes.
  /\b(?:complaint|complain|refund|billing|bill|charged|overcharged|dispute)\b/,
  // Spanish and French
  /\b(?:humano|persona\s+real|una\s+persona|alguien|agente|representante|asesora?|operadora?|hablar\s+con|queja|reembolso|factura|cobro)\b/,
  /\b(?:humain|vraie\s+personne|une\s+personne|quelqu'?un|conseillere?|representante?|operateur|operatrice|parler\s+(?:a|avec)|plainte|remboursement|facture)\b/,
];

/** "I'm" with what says nothing about the person: "i'm not sure", "i'm confused", "i'm just asking". */
const NOT_A_FACT = String.raw`(?:not\s+sure|sure|confused|wondering|curious|looking|trying|asking|sorry|just|so|here|back|good|ok|okay|fine|lost|bored|kidding|joking|guessing|thinking)`;

export const PROFILE_WORDS: RegExp[] = [
  /\b(?:remember|forget|note\s+(?:that|this|down)|take\s+note|make\s+a\s+note|save\s+(?:that|this)|keep\s+in\s+mind|fyi|for\s+the\s+record|(?:write|jot)\s+(?:it\s+|that\s+|this\s+)?down|(?:update|change|correct|fix|edit)\s+(?:my|your\s+(?:notes|memory|profile|records?)))\b/,
  new RegExp(String.raw`\b(?:i'?m|im|i\s+am)\s+(?!${NOT_A_FACT}\b)\S`),
  /\bmy\s+(?:\S+\s+){0,3}?(?:is|are|was|were|has|have|lives|works|died|turns|turned)\b/,
  /\b(?:i|we)\s+(?:live|work|moved|study|teach|own|like|love|hate|prefer|enjoy|dislike|can'?t\s+(?:eat|have|stand|drink)|don'?t\s+(?:eat|drink|like)|eat|drink|play|speak|was\s+born|got|just\s+got|became|started|retired|adopted|married|divorced)\b/,
  /\b(?:i|we)\s+have\s+(?!(?:a|one|another|some)\s+questions?\b)\S/,
  /\b(?:i|we)'?ve\s+(?:got|been|a|an|two|three|\d)/,
  /\b(?:call\s+me|my\s+name|i\s+go\s+by|pronouns|allergic|birthday)\b/,
  // Spanish: recuerda, me llamo, soy, vivo en, tengo, me gusta
  /\b(?:recuerda|recuerdalo|acuerdate|anota|apunta|guarda\s+(?:que|esto)|olvida|me\s+llamo|mi\s+nombre|soy|estoy|vivo|trabajo|tengo|me\s+gusta|me\s+encanta|odio|prefiero|mi\s+\S+\s+es)\b/,
  // French: souviens-toi, je m'appelle, je suis, j'habite, j'ai, j'aime
  /\b(?:souviens\s+toi|rappelle\s+toi|retiens|notez|note\s+(?:que|bien)|prends\s+note|oublie|je\s+m'?appelle|mon\s+nom|je\s+suis|j'?habite|je\s+vis|je\s+travaille|j'?ai|j'?aime|j'?adore|je\s+deteste|je\s+prefere|(?:mon|ma)\s+\S+\s+est)\b/,
];

export const TIMEZONE_WORDS: RegExp[] = [
  /\b(?:time\s*zones?|timezones?|tz)\b/,
  /\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:now\s+|currently\s+|back\s+|still\s+|actually\s+)?(?:in|at|on|visiting|traveling|travelling|staying|based|living|located|heading|moving|going|flying|over)\b/,
  /\b(?:i|we)\s+(?:(?:just\s+)?(?:live|moved|relocated|landed|arrived|flew|traveled|travelled|got\s+back|returned)|am\s+traveling)\b/,
  /\b(?:it'?s|its)\s+\d{1,2}(?:\s+\d{2})?\s*(?:am|pm)?\s+(?:here|for\s+me|now)\b|\b(?:here\s+in|back\s+in|local\s+time|my\s+time)\b/,
  /\b(?:in|on|to|use|using)\s+(?:eastern|central|mountain|pacific|alaska|hawaii|est|cst|mst|pst|edt|cdt|mdt|pdt|gmt|utc|bst|cet)\b/,
  // Spanish and French
  /\b(?:zona\s+horaria|huso\s+horario|estoy\s+en|vivo\s+en|me\s+mude|llegue\s+a|aqui\s+son\s+las)\b/,
  /\b(?:fuseau\s+horaire|je\s+suis\s+(?:a|en|au|aux)|j'?habite|je\s+vis|j'?ai\s+demenage|je\s+demenage|je\s+viens\s+d'?arriver|ici\s+il\s+est)\b/,
];

/** A reminder by name or number: "the reminder", "reminding me", "alarm", "#2", "2". */
const REMINDER = String.raw`(?:reminders?|remind(?:er|ing)?|alarms?|alerts?|notifications?|#?\d+)`;
const WHEN =
  "(?:tomorrow|tonight|today|morning|afternoon|evening|noon|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|minutes?|mins?|hours?|hrs?|days?|weeks?|later|earlier|instead)";
const CANCEL = String.raw`(?:cancel|delete|remove|stop|drop|clear|kill|scrap|forget|undo|unschedule|turn\s+off|disable)`;

export const CANCEL_REMINDER_WORDS: RegExp[] = [
  new RegExp(String.raw`\b${CANCEL}\b.*\b${REMINDER}\b`),
  // A short clause points at the reminder just talked about: "cancel that", "forget it".
  new RegExp(String.raw`^${LEAD}${CANCEL}\s+(?:it|that|this|them|all|that\s+one|the\s+last\s+one)$`),
  /\b(?:don'?t|do\s+not|no\s+need\s+to)\s+remind\b|\bnever\s*mind\b/,
  // Spanish and French
  /\b(?:cancela|cancelar|cancele|borra|borrar|elimina|eliminar|quita|quitar)\b.*\b(?:recordatorios?|alarmas?|\d+)\b|^(?:cancela|cancelalo|borralo|olvidalo)$|\bno\s+me\s+recuerdes\b/,
  /\b(?:annule|annuler|annulez|supprime|supprimer|supprimez|efface|effacer)\b.*\b(?:rappels?|alarmes?|\d+)\b|^(?:annule|annulez)(?:\s+(?:ca|le|la))?$|\bne\s+me\s+rappelle\s+pas\b/,
];

export const UPDATE_REMINDER_WORDS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:move|change|reschedule|push|postpone|delay|snooze|shift|bump|update|edit|make)\b.*\b(?:${REMINDER}|${WHEN})\b`,
  ),
  /\bsnooze\b/,
  // Spanish and French
  /\b(?:mueve|mover|cambia|cambiar|pospon|posponer|aplaza|aplazar|retrasa|retrasar)\b.*\b(?:recordatorios?|alarmas?|\d+|manana|tarde|noche|horas?|minutos)\b/,
  /\b(?:deplace|deplacer|deplacez|change|changer|changez|decale|decaler|decalez|reporte|reporter|reportez|repousse|repousser)\b.*\b(?:rappels?|alarmes?|\d+|demain|heures?|soir|matin|minutes)\b/,
];
