import { mockChatApi } from "@shared/api/mock-chat";
import type { MockMedia } from "@shared/mock-chat-media";
import { callApi } from "@/lib/call-api";

/** The file's bytes as base64, without the data: URL's prefix. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads one attachment for the test phone's next text. A file the browser cannot type is sent as
 * bytes of unknown kind, which the assistant then reports it cannot read, as it would for a real MMS.
 */
export async function uploadMockMedia(file: File): Promise<MockMedia> {
  const data = await readAsBase64(file);
  return callApi(mockChatApi.uploadMedia, {
    body: { content_type: file.type || "application/octet-stream", data },
  });
}
