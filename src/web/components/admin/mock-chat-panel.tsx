/**
 * Body of the mock chat window: the conversation between a fixed test number and the system
 * number. For now there is no thread to show; the next issue fetches the thread
 * (GET /api/admin/thread-by-phone/{phone}) and adds the composer (POST /api/admin/mock-sms).
 */
export function MockChatPanel() {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        className="flex flex-1 items-center justify-center overflow-y-auto bg-slate-50 p-6"
        aria-live="polite"
      >
        <p className="text-center text-sm text-slate-500">Thread not found. Send a message to create one.</p>
      </div>
    </div>
  );
}
