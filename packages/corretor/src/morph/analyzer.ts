// Portuguese morphology from Apertium's dictionary (Debian's apertium-por-cat), read by lttoolbox's `lt-proc`: one
// long-lived process per engine in null-flush mode (`-z`: each request ends with \0 and its answer is flushed with \0),
// restarted when it dies. Each essay's words not yet known are analysed in one batch before the (synchronous) analysis
// reads them from a cache shared by every essay of the engine (most words recur), bounded at CACHE_MAX words, the least
// recently asked evicted first. Without the program or the transducer the analyser reports it once and every lookup
// says "not analysed", so C1 falls back to the rules that need no analysis.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { delimiter, join } from 'node:path';

/** One part of a reading: "à" is a<pr> + o<det><def><f><sg>. `tags[0]` is the part of speech. */
export type MorphPart = { lemma: string; tags: string[] };
/** One possible analysis of a word (several parts for contractions and enclitics). */
export type Reading = MorphPart[];

/**
 * What the rules read: the readings of a lower-cased word, `[]` for a word the dictionary does not know, `undefined`
 * when the word was not analysed (no analyser): a rule needing the analysis then stays silent.
 */
export type Morphology = { readings(word: string): Reading[] | undefined };

export const DEFAULT_LT_PROC = 'lt-proc';
export const DEFAULT_TRANSDUCER = '/usr/share/apertium/apertium-por-cat/por-cat.automorf.bin';

export type MorphConfig = {
  /** The lt-proc program (env CORRETOR_LT_PROC; default: `lt-proc` on the PATH). */
  ltProc?: string;
  /** The compiled Portuguese analyser (env CORRETOR_TRANSDUCER). */
  transducer?: string;
  /** Where the one warning about a missing or failing analyser goes (default console.warn). */
  warn?: (message: string) => void;
};

// ~1.5 kB a word with its readings: the 686 development essays' ~20 000 distinct words take ~30 MB.
const CACHE_MAX = 50_000;
/** Words sent to lt-proc: letters with inner hyphens or apostrophes (nothing Apertium's stream format escapes). */
const ANALYSABLE = /^\p{L}+(?:[-'’]\p{L}+)*$/u;

/**
 * The form lt-proc is asked for: Apertium's dictionary predates the 2009 spelling reform and knows only "lêem", "vêem",
 * "crêem", "dêem" (and "prevêem", "relêem"…), whose circumflex the reform dropped; the reformed "leem", "veem" are
 * looked up in the old spelling and read as it.
 */
const dictionaryForm = (w: string) => w.replace(/([^eê])eem$/, '$1êem');

/** A child's pipe is a net.Socket: it can be told not to hold the event loop. */
const socket = (pipe: unknown) => pipe as Socket;

/** The program exists: a path, or a name found in one of PATH's directories. */
function onPath(program: string): boolean {
  if (program.includes('/')) return existsSync(program);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
}

/** Parses lt-proc's output for one word: `^surface/lemma<tag>…/…$`. */
export function parseReadings(unit: string): Reading[] {
  const body = unit.replace(/^\^/, '').replace(/\$$/, '');
  const [, ...analyses] = splitUnescaped(body, '/');
  if (!analyses.length || analyses[0]!.startsWith('*')) return [];
  return analyses.map((a) =>
    splitUnescaped(a, '+').map((part) => {
      const lt = part.indexOf('<');
      const lemma = lt < 0 ? part : part.slice(0, lt);
      return { lemma, tags: [...part.matchAll(/<([^>]+)>/g)].map((m) => m[1]!) };
    }),
  );
}

function splitUnescaped(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && i + 1 < s.length) cur += s[++i];
    else if (s[i] === sep) {
      out.push(cur);
      cur = '';
    } else cur += s[i];
  }
  out.push(cur);
  return out;
}

export class MorphAnalyzer implements Morphology {
  private readonly ltProc: string;
  private readonly transducer: string;
  private readonly warn: (message: string) => void;
  private readonly cache = new Map<string, Reading[]>();
  private proc?: ChildProcessWithoutNullStreams;
  private buffer = '';
  /** Requests in flight, answered in order: lt-proc answers each \0-terminated chunk with one \0-terminated answer. */
  private pending: { words: string[]; resolve: () => void; reject: (e: Error) => void }[] = [];
  private warned = false;
  private closed = false;
  /** False once the program or the transducer is known to be missing. */
  available: boolean;

  constructor(config: MorphConfig = {}) {
    this.ltProc = config.ltProc ?? process.env.CORRETOR_LT_PROC ?? DEFAULT_LT_PROC;
    this.transducer = config.transducer ?? process.env.CORRETOR_TRANSDUCER ?? DEFAULT_TRANSDUCER;
    this.warn = config.warn ?? ((m) => console.warn(m));
    const missing = !onPath(this.ltProc)
      ? `programa ${this.ltProc} não encontrado`
      : !existsSync(this.transducer)
        ? `transdutor ${this.transducer} não encontrado`
        : undefined;
    this.available = !missing;
    if (missing) this.degrade(missing);
  }

  /** The running lt-proc's process id (undefined before the first request and after it stopped). */
  get pid(): number | undefined {
    return this.proc && this.proc.exitCode === null ? this.proc.pid : undefined;
  }

  readings(word: string): Reading[] | undefined {
    return this.cache.get(word);
  }

  /** Analyses every word of the texts not yet in the cache; never rejects (a failure degrades, with one warning). */
  async prepare(texts: readonly string[]): Promise<void> {
    if (!this.available || this.closed) return;
    const fresh = new Set<string>();
    for (const text of texts)
      for (const m of text.toLowerCase().matchAll(/\p{L}+(?:[-'’]\p{L}+)*/gu)) {
        const known = this.cache.get(m[0]);
        // A word asked again moves to the young end of the cache, so eviction takes the words unused the longest and
        // never those of an essay being analysed.
        if (known) {
          this.cache.delete(m[0]);
          this.cache.set(m[0], known);
        } else if (ANALYSABLE.test(m[0])) fresh.add(m[0]);
      }
    if (!fresh.size) return;
    const words = [...fresh];
    try {
      await this.request(words);
    } catch (first) {
      let err = first as Error;
      // A process that died between two essays: once more with a new one.
      if (this.available && !this.closed) {
        try {
          await this.request(words);
          return;
        } catch (again) {
          err = again as Error;
        }
      }
      this.degrade(err.message);
    }
  }

  /** Stops lt-proc (the worker's graceful shutdown); later calls analyse nothing. */
  async close(): Promise<void> {
    this.closed = true;
    const proc = this.proc;
    this.proc = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      // Held while it stops (idle, it is unref'd): the caller awaits this.
      proc.ref();
      proc.stdin.end();
      setTimeout(() => proc.kill('SIGKILL'), 2000).unref();
    });
  }

  private degrade(reason: string) {
    if (this.warned) return;
    this.warned = true;
    this.warn(
      `[corretor] analisador morfológico indisponível (${reason}): a C1 usa só as regras sem análise morfológica.`,
    );
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc && this.proc.exitCode === null && !this.proc.killed) return this.proc;
    const proc = spawn(this.ltProc, ['-z', this.transducer], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.buffer = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => this.onData(chunk));
    proc.stderr.resume();
    const fail = (err: Error) => {
      if (this.proc === proc) this.proc = undefined;
      const waiting = this.pending;
      this.pending = [];
      for (const p of waiting) p.reject(err);
    };
    proc.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') this.available = false;
      fail(new Error(err.code === 'ENOENT' ? `programa ${this.ltProc} não encontrado` : err.message));
    });
    // A dead analyser fails what it was asked; the next request starts a new one.
    proc.on('exit', (code, signal) => fail(new Error(`lt-proc terminou (${signal ?? code})`)));
    proc.stdin.on('error', () => undefined);
    // An idle analyser does not keep the process alive (a script or a test run ends; lt-proc then reads EOF and exits):
    // only a request in flight holds the event loop, through stdout (see request/onData).
    proc.unref();
    for (const pipe of [proc.stdin, proc.stdout, proc.stderr]) socket(pipe).unref();
    this.proc = proc;
    return proc;
  }

  private request(words: string[]): Promise<void> {
    const proc = this.start();
    return new Promise<void>((resolve, reject) => {
      if (!this.pending.length) socket(proc.stdout).ref();
      this.pending.push({ words, resolve, reject });
      // " ." between words keeps lt-proc from joining them into multiword units ("a fim de").
      proc.stdin.write(words.map(dictionaryForm).join(' .\n') + ' .\n\0');
    });
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    for (let nul = this.buffer.indexOf('\0'); nul >= 0; nul = this.buffer.indexOf('\0')) {
      const answer = this.buffer.slice(0, nul);
      this.buffer = this.buffer.slice(nul + 1);
      const req = this.pending.shift();
      if (!req) continue;
      // One segment per word, between the " ." separators; a word lt-proc split in two ("saúde-pública") counts as unknown.
      const segments = answer.split('^./.<sent>$');
      if (segments.length < req.words.length) {
        req.reject(
          new Error(
            `resposta do lt-proc desalinhada (${segments.length - 1} análises para ${req.words.length} palavras)`,
          ),
        );
        continue;
      }
      req.words.forEach((w, i) => {
        const units = [...segments[i]!.matchAll(/\^((?:\\.|[^$\\])*)\$/g)];
        this.cache.set(w, units.length === 1 ? parseReadings(units[0]![1]!) : []);
      });
      // Bounded: the words unused the longest go first (Map keeps insertion order; see prepare).
      for (const old of this.cache.keys()) {
        if (this.cache.size <= CACHE_MAX) break;
        this.cache.delete(old);
      }
      req.resolve();
      if (!this.pending.length && this.proc) socket(this.proc.stdout).unref();
    }
  }
}
