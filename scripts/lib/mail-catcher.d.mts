/** A message the catcher received (mail-catcher.mjs). */
export type CaughtMail = {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of the text and HTML bodies. */
  links: string[];
  receivedAt: string;
};

export type MailCatcher = {
  smtpPort: number;
  smtpUrl: string;
  inboxUrl: string;
  messages(): CaughtMail[];
  waitFor(match: (m: CaughtMail) => boolean, ms?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

export function startMailCatcher(opts?: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  max?: number;
  accept?: (m: CaughtMail) => Promise<void> | void;
}): Promise<MailCatcher>;

/** The catcher as a child process (npm start, the e2e stack); `stop` ends it. */
export function spawnMailCatcher(opts: { smtpPort: number; httpPort: number; timeoutMs?: number }): Promise<{ smtpUrl: string; inboxUrl: string; stop(): Promise<void> }>;
