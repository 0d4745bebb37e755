import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/config';
import { CAUGHT_MAILS_KEPT, caughtMails, type CaughtMail } from './mail-catcher';

/** Where a developer reads the mails the local catcher took. */
export const DEV_MAIL_PATH = '/dev/mail';

/**
 * The page runs nothing; a mail's HTML shows in a sandboxed frame (scripts off) whose links may open a tab. No
 * frame-ancestors: the frames' documents inherit this policy, and they are framed by the page itself.
 */
const DEV_MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; base-uri 'none'; form-action 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The text part with its web addresses as links (escaped first, so a mail's text can never be markup). */
const linkedText = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/** A mail's links open in a tab of their own: the frame itself may go nowhere (the page's policy frames nothing). */
const linksInNewTabs = (html: string) => (/<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`) : `<base target="_blank">${html}`);

function mailSection(mail: CaughtMail): string {
  const html = mail.html
    ? `<h3>HTML</h3><iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(linksInNewTabs(mail.html))}"></iframe>`
    : '';
  return `<article>
<h2 dir="auto">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd><dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Received</dt><dd><time datetime="${mail.receivedAt.toISOString()}">${mail.receivedAt.toISOString()}</time></dd>
<dt>Language</dt><dd>${escapeHtml(mail.language ?? '-')}</dd></dl>
<h3>Text</h3><pre dir="auto">${linkedText(mail.text)}</pre>
${html}
</article>`;
}

/** The page: every caught mail, newest first, with its text and its HTML. */
export function devMailPage(mails: CaughtMail[]): string {
  const body = mails.length
    ? mails.map(mailSection).join('\n')
    : '<p class="empty">No mail yet. Ask for a password reset on the sign-in page, or decide an application at /admin/review, and reload.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caught mail</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a202c}
article{border:1px solid #cbd5e0;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{color:#4a5568}dd{margin:0}
pre{white-space:pre-wrap;background:#f7fafc;padding:.75rem;border-radius:.25rem}
iframe{width:100%;height:32rem;border:1px solid #e2e8f0;border-radius:.25rem;resize:vertical}
</style></head>
<body><h1>Caught mail</h1>
<p>What the product sent while SMTP_URL was unset: the local catcher of <code>npm start</code> keeps the last ${CAUGHT_MAILS_KEPT} here, newest first. Development only: production never serves this page.</p>
${body}
</body></html>`;
}

/**
 * GET /dev/mail, outside production and only when the local catcher's folder is set (MAIL_CATCHER_DIR, which
 * `npm start` and `npm run dev` set when they start the catcher): it shows every account's mail.
 */
export function registerDevMailPage(app: NestFastifyApplication, config: AppConfig): void {
  const dir = config.mail.catcherDir;
  if (!dir || config.nodeEnv === 'production') return;
  app
    .getHttpAdapter()
    .getInstance()
    .get(DEV_MAIL_PATH, async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', DEV_MAIL_CSP)
        .type('text/html; charset=utf-8')
        .send(devMailPage(await caughtMails(dir))),
    );
}
