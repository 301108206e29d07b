import type { Env } from "../../config/env.js";
import { downloadImage, type MediaCredentials } from "../../providers/sms/media-download.js";
import { TWILIO_API_BASE_URL } from "../../providers/sms/twilio-rest.js";
import { isOn } from "../../shared/settings.js";
import type { AssistantRequest } from "./assistant.js";

/** IMAGE_ANALYSIS "true": the text's images are downloaded and handed to the model as data URLs. */
export function imageLoader(env: Env, log: { warn(object: object, message: string): void }) {
  const credentials: MediaCredentials | null =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          hosts: ["twilio.com", new URL(env.TWILIO_API_BASE_URL ?? TWILIO_API_BASE_URL).hostname],
        }
      : null;
  return async (request: AssistantRequest): Promise<string[]> => {
    if (!isOn(request.settings.IMAGE_ANALYSIS)) return [];
    const images: string[] = [];
    for (const media of request.inbound.media) {
      if (media.content_type && !media.content_type.startsWith("image/")) continue;
      try {
        const result = await downloadImage(media.url, credentials);
        if (result.ok) images.push(result.dataUrl);
        else log.warn({ url: media.url, reason: result.reason }, "media not passed to the model");
      } catch (error) {
        log.warn({ url: media.url, err: error }, "media download failed");
      }
    }
    return images;
  };
}
