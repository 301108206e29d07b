/** What routing needs of a system number. */
export interface RoutableNumber {
  id: number;
  number: string;
  is_active: boolean;
  messaging_service_sid: string | null;
}

/** The system number an inbound text belongs to, and the number of ours it arrived on. */
export interface InboundRoute {
  systemNumber: string;
  /** The addressed number that received it: the system number, or a Messaging Service's pool number. */
  arrivedOn: string | null;
}

/**
 * A text belongs to the first addressed number that is an active system number. A Messaging
 * Service receives on every number of its pool, and the pool may hold numbers that are not system
 * numbers here: such a text belongs to the active system number carrying the webhook's
 * MessagingServiceSid (the first added, when several share the service), and its `To` is the pool
 * number that received it. Null: neither is ours.
 */
export function routeInbound(
  numbers: ReadonlyMap<string, RoutableNumber>,
  addressed: string[],
  messagingServiceSid: string | null,
): InboundRoute | null {
  const direct = addressed.find((phone) => numbers.get(phone)?.is_active);
  if (direct) return { systemNumber: direct, arrivedOn: direct };
  const service = messagingServiceSid?.trim().toLowerCase();
  if (!service) return null;
  let chosen: RoutableNumber | undefined;
  for (const candidate of numbers.values()) {
    if (!candidate.is_active || candidate.messaging_service_sid?.toLowerCase() !== service) continue;
    if (!chosen || candidate.id < chosen.id) chosen = candidate;
  }
  return chosen ? { systemNumber: chosen.number, arrivedOn: addressed[0] ?? null } : null;
}
