// archiver 8 ships no types; only what sendZip uses.
declare module 'archiver' {
  import type { Transform } from 'node:stream';
  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number } });
    append(source: Buffer | string | NodeJS.ReadableStream, data: { name: string }): this;
    finalize(): Promise<void>;
    pointer(): number;
  }
}
