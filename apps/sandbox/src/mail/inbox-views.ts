import { html, type SafeHtml } from '../http/html.js';
import { type StoredMail } from './stored-mail.js';

export function inboxView(mails: readonly StoredMail[], smtpUrl: string): SafeHtml {
  return html`${header(smtpUrl)}
    <main>
      ${
        mails.length === 0
          ? html`<p class="empty">No mail yet.</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Received</th>
                  <th>To</th>
                  <th>Subject</th>
                </tr>
              </thead>
              <tbody>
                ${mails.map(
                  (mail) =>
                    html`<tr>
                      <td class="time">${displayTime(mail.receivedAt)}</td>
                      <td>${mail.to.join(', ')}</td>
                      <td><a href="${mailUrl(mail)}">${subjectOf(mail)}</a></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
    </main>`;
}

export function mailView(mail: StoredMail, smtpUrl: string): SafeHtml {
  return html`${header(smtpUrl)}
    <main>
      <p><a href="/">← Inbox</a></p>
      <h2 class="subject">${subjectOf(mail)}</h2>
      <dl>
        <dt>From</dt>
        <dd>${mail.from}</dd>
        <dt>To</dt>
        <dd>${mail.to.join(', ')}</dd>
        <dt>Received</dt>
        <dd>${displayTime(mail.receivedAt)}</dd>
        <dt>JSON</dt>
        <dd><a href="/mail/${encodeURIComponent(mail.id)}">/mail/${mail.id}</a></dd>
      </dl>
      <h2>Links</h2>
      ${
        mail.links.length === 0
          ? html`<p class="empty">None.</p>`
          : html`<ul class="links">
              ${mail.links.map(
                (link) =>
                  html`<li><a href="${link}" target="_blank" rel="noopener noreferrer">${link}</a></li>`,
              )}
            </ul>`
      }
      <h2>HTML</h2>
      ${mail.html === null ? html`<p class="empty">None.</p>` : htmlPreview(mail.html)}
      <h2>Text</h2>
      ${mail.text === null ? html`<p class="empty">None.</p>` : html`<pre>${mail.text}</pre>`}
    </main>`;
}

export function notFoundView(smtpUrl: string): SafeHtml {
  return html`${header(smtpUrl)}
    <main>
      <p class="empty">This mail is gone (the inbox was cleared or the sandbox restarted).</p>
      <p><a href="/">← Inbox</a></p>
    </main>`;
}

// No scripts, no forms, no access to this page; links open in a new tab.
function htmlPreview(mailHtml: string): SafeHtml {
  const document = `<base target="_blank">${mailHtml}`;
  return html`<iframe
    title="HTML part"
    sandbox="allow-popups allow-popups-to-escape-sandbox"
    srcdoc="${document}"
  ></iframe>`;
}

function header(smtpUrl: string): SafeHtml {
  return html`<header>
    <h1><a href="/">Sandbox inbox</a></h1>
    <span class="hint">SMTP ${smtpUrl} · JSON <a href="/mail">/mail</a></span>
  </header>`;
}

function mailUrl(mail: StoredMail): string {
  return `/inbox/${encodeURIComponent(mail.id)}`;
}

export function subjectOf(mail: StoredMail): string {
  return mail.subject === '' ? '(no subject)' : mail.subject;
}

// '2024-05-01 14:03:22 UTC': the stored ISO time, readable.
function displayTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
