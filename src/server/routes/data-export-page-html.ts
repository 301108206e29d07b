/**
 * The export download page and its answers when the link cannot be used: plain HTML with no script,
 * readable on a phone 390 px wide. The token goes into the form's action only, escaped.
 */
export function downloadPage(token: string): string {
  return page(
    "Your Textpal data",
    `<p>This link gives you a copy of everything Textpal holds about you: your profile, your
conversations, reminders, pages and consent record, as one JSON file.</p>
<p>It works <strong>once</strong>. Download it on the device where you want to keep it.</p>
<form method="post" action="/export/${encodeURIComponent(token)}/download">
<button type="submit">Download my data</button>
</form>`,
  );
}

export const NOT_FOUND_PAGE = page(
  "Link not found",
  "<p>This download link does not exist. Check that the whole link was copied, or text EXPORT MY DATA for a new one.</p>",
);

export const GONE_PAGE = page(
  "This link has expired",
  "<p>Download links work once, for 24 hours, and this one has been used or is too old. Text EXPORT MY DATA for a new one (one a day).</p>",
);

export const TOO_MANY_PAGE = page("Too many tries", "<p>Please wait a minute and try again.</p>");

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body { font: 17px/1.5 system-ui, sans-serif; color: #111827; background: #f9fafb; margin: 0; }
main { max-width: 32rem; margin: 0 auto; padding: 2rem 1.25rem; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
button { font: inherit; font-weight: 600; width: 100%; padding: 0.875rem 1rem; border: 0; border-radius: 0.5rem; background: #2563eb; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #1e40af; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}
