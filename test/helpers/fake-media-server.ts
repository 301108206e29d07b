import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PNG } from "pngjs";
import { WaveFile } from "wavefile";

/**
 * MMS media on 127.0.0.1, behind nothing but a record of who asked: each path serves the bytes and
 * content type a test put there, or a redirect, anything else is a 404, as an expired Twilio media
 * URL is.
 */
export class FakeMediaServer {
  readonly requests: Array<{ path: string; authorization: string | undefined }> = [];
  private readonly files = new Map<string, { bytes: Buffer; contentType: string }>();
  private readonly redirects = new Map<string, string>();
  private server: Server | null = null;

  get port(): number {
    const address = this.server?.address() as AddressInfo;
    return address.port;
  }

  /** host:port, as TWILIO_MEDIA_HOSTS names it. */
  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  url(path: string): string {
    return `http://${this.host}${path}`;
  }

  /** Answers `path` with a 302 to `location`, as Twilio's API sends its media on to the CDN. */
  redirect(path: string, location: string): string {
    this.redirects.set(path, location);
    return this.url(path);
  }

  /** Serves `bytes` at `path`; returns the URL Twilio would put in MediaUrlN. */
  put(path: string, bytes: Buffer, contentType: string): string {
    this.files.set(path, { bytes, contentType });
    return this.url(path);
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const path = request.url ?? "";
      this.requests.push({ path, authorization: request.headers.authorization });
      const location = this.redirects.get(path);
      if (location) {
        response.writeHead(302, { location });
        response.end();
        return;
      }
      const file = this.files.get(path);
      if (!file) {
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("not found");
        return;
      }
      response.writeHead(200, { "content-type": file.contentType });
      response.end(file.bytes);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/**
 * A real PNG of width × height. Noisy pixels do not compress, so the file is about 4 bytes per
 * pixel: 1100 × 1100 is about 4.8 MB, 1300 × 1300 about 6.8 MB.
 */
export function pngOf(width: number, height: number, noisy = true): Buffer {
  const png = new PNG({ width, height });
  if (noisy) png.data = randomBytes(width * height * 4);
  else png.data.fill(0x7f);
  return PNG.sync.write(png);
}

/** A real mono 16-bit WAV file: a sine tone of `hz` for `seconds` at 8 kHz, like a phone's voice note. */
export function wavTone(hz: number, seconds: number): Buffer {
  const rate = 8000;
  const samples = Array.from({ length: Math.round(rate * seconds) }, (_, index) =>
    Math.round(Math.sin((2 * Math.PI * hz * index) / rate) * 12_000),
  );
  const wav = new WaveFile();
  wav.fromScratch(1, rate, "16", samples);
  return Buffer.from(wav.toBuffer());
}
