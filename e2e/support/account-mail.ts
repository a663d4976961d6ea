import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A mail the API wrote to its outbox (no SMTP in the e2e run): one JSON file per message. */
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** Where the API writes mail in the e2e run: DATA_DIR/outbox. */
function outboxDir(): string {
  const dataDir = process.env.KORA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KORA_E2E_DATA_DIR is not set');
  return path.join(dataDir, 'outbox');
}

/** A mail file, or null while the API is still writing it (the next look reads it whole). */
function readMail(file: string): OutboxMail | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
}

function mailsTo(email: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readMail(path.join(outboxDir(), file)))
    .filter((mail): mail is OutboxMail => mail !== null && mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** The path of the newest reset link mailed to `email`, waiting for the mail to be written. */
export async function resetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const link = mailsTo(email)
      .at(-1)
      ?.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset link was mailed to ${email} in ${outboxDir()}`);
}
