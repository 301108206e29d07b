import { eq, inArray, lt } from "drizzle-orm";
import type { Executor } from "../client.js";
import { mockChatMedia } from "../schema/mock-chat-media.js";

export interface MockMediaFile {
  contentType: string;
  bytes: Buffer;
}

export async function insertMockMedia(db: Executor, id: string, file: MockMediaFile) {
  const [row] = await db
    .insert(mockChatMedia)
    .values({ id, content_type: file.contentType, byte_size: file.bytes.length, bytes: file.bytes })
    .returning({
      id: mockChatMedia.id,
      content_type: mockChatMedia.content_type,
      byte_size: mockChatMedia.byte_size,
    });
  if (!row) throw new Error("mock chat media insert returned no row");
  return row;
}

/** Uploads from before `before`: a week-old test conversation no longer needs its pictures. */
export async function pruneMockMedia(db: Executor, before: Date): Promise<void> {
  await db.delete(mockChatMedia).where(lt(mockChatMedia.created_at, before));
}

export async function findMockMedia(db: Executor, id: string): Promise<MockMediaFile | null> {
  const [row] = await db
    .select({ contentType: mockChatMedia.content_type, bytes: mockChatMedia.bytes })
    .from(mockChatMedia)
    .where(eq(mockChatMedia.id, id));
  return row ?? null;
}

/** The content types of the files among `ids` that exist, by id. */
export async function mockMediaTypes(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: mockChatMedia.id, contentType: mockChatMedia.content_type })
    .from(mockChatMedia)
    .where(inArray(mockChatMedia.id, ids));
  return new Map(rows.map((row) => [row.id, row.contentType]));
}
