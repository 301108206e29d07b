import { ulid } from "ulid";
import type { Executor } from "../../db/client.js";
import {
  findMockMedia,
  insertMockMedia,
  type MockMediaFile,
  mockMediaTypes,
  pruneMockMedia,
} from "../../db/repositories/mock-chat-media.js";
import type { MessageMedia } from "../../db/schema/messages.js";
import { MOCK_MEDIA_SCHEME, type MockMedia } from "../../shared/mock-chat-media.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import type { Clock } from "../clock.js";

const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The files the mock chat attaches to its test texts (see mock_chat_media): uploaded one by one,
 * then named by a text, which carries them as a real MMS carries Twilio's media addresses.
 */
export function createMockChatMediaService({ db, clock }: { db: Executor; clock: Clock }) {
  return {
    async upload(contentType: string, base64: string): Promise<MockMedia> {
      await pruneMockMedia(db, new Date(clock.now().getTime() - KEPT_FOR_MS));
      const stored = await insertMockMedia(db, ulid(), { contentType, bytes: Buffer.from(base64, "base64") });
      noteAuditChange(`${stored.content_type}, ${stored.byte_size} bytes`);
      return stored;
    },

    async file(id: string): Promise<MockMediaFile> {
      const file = await findMockMedia(db, id);
      if (!file) throw AppError.notFound("Attachment not found");
      return file;
    },

    /** A text's media in the order attached; a file that is gone (pruned, or never was) is refused. */
    async mediaOfText(ids: string[]): Promise<MessageMedia[]> {
      const types = await mockMediaTypes(db, ids);
      const missing = ids.find((id) => !types.has(id));
      if (missing !== undefined) {
        throw AppError.validation({ media: "An attachment is no longer available: attach the file again" });
      }
      return ids.map((id) => ({ url: `${MOCK_MEDIA_SCHEME}${id}`, content_type: types.get(id) ?? null }));
    },
  };
}

export type MockChatMediaService = ReturnType<typeof createMockChatMediaService>;
