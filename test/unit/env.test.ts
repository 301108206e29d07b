import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, loadEnv, publicUrl } from "../../src/config/env.js";

describe("loadEnv", () => {
  it("runs with an empty environment on the embedded database", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      DEFAULT_TIMEZONE: "America/New_York",
      WORKER_NICE: 10,
      SHUTDOWN_READY_DELAY_MS: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrl(env)).toBe("http://localhost:3000");
  });

  it("treats empty strings as unset and trims trailing slashes from URLs", () => {
    const env = loadEnv({
      AI_API_KEY: "",
      PUBLIC_URL: "https://assistant.example.com/",
      TWILIO_AUTH_TOKEN: "  ",
    });
    expect(env.AI_API_KEY).toBeUndefined();
    expect(env.TWILIO_AUTH_TOKEN).toBeUndefined();
    expect(publicUrl(env)).toBe("https://assistant.example.com");
  });

  it("names every invalid variable and what it expects", () => {
    const attempt = () =>
      loadEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://localhost/db",
        PUBLIC_URL: "ftp://example.com",
        TWILIO_ACCOUNT_SID: "123",
        DEFAULT_TIMEZONE: "Mars/Olympus",
        TRUST_PROXY: "sometimes",
        WORKER_NICE: "20",
        SHUTDOWN_READY_DELAY_MS: "2.5",
      });
    expect(attempt).toThrow(InvalidEnvironmentError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as InvalidEnvironmentError).problems.join("\n");
      expect(problems).toMatch(/PORT: must be a port number/);
      expect(problems).toMatch(/WORKER_NICE: must be a whole number from 0 to 19/);
      expect(problems).toMatch(
        /SHUTDOWN_READY_DELAY_MS: must be a whole number of milliseconds from 0 to 60000/,
      );
      expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
      expect(problems).toMatch(/PUBLIC_URL: must be an http\(s\) URL/);
      expect(problems).toMatch(/TWILIO_ACCOUNT_SID: must be a Twilio account SID/);
      expect(problems).toMatch(/DEFAULT_TIMEZONE: must be an IANA time zone/);
      expect(problems).toMatch(/TRUST_PROXY: must be true, false or the number of proxies in front/);
    }
  });

  it("keeps 7 daily backups unless BACKUP_KEEP says another whole number, 1 or more", () => {
    expect(loadEnv({}).BACKUP_KEEP).toBe(7);
    expect(loadEnv({ BACKUP_KEEP: "30" }).BACKUP_KEEP).toBe(30);
    for (const value of ["0", "-1", "2.5", "many", "1001"]) {
      expect(() => loadEnv({ BACKUP_KEEP: value }), value).toThrow(/BACKUP_KEEP: must be/);
    }
  });

  it("reads TWILIO_MEDIA_HOSTS as a list of host[:port] and ALLOW_UNSIGNED_WEBHOOKS as a flag", () => {
    expect(loadEnv({}).TWILIO_MEDIA_HOSTS).toBeUndefined();
    expect(loadEnv({}).ALLOW_UNSIGNED_WEBHOOKS).toBe(false);
    const env = loadEnv({
      TWILIO_MEDIA_HOSTS: " Media.Example.com, 127.0.0.1:8080,,[::1]:9000 ",
      ALLOW_UNSIGNED_WEBHOOKS: "true",
    });
    expect(env.TWILIO_MEDIA_HOSTS).toEqual(["media.example.com", "127.0.0.1:8080", "[::1]:9000"]);
    expect(env.ALLOW_UNSIGNED_WEBHOOKS).toBe(true);
    expect(loadEnv({ TWILIO_MEDIA_HOSTS: " , " }).TWILIO_MEDIA_HOSTS).toBeUndefined();
    for (const wrong of ["https://media.example.com", "host:99999", "host/path", "::1"])
      expect(() => loadEnv({ TWILIO_MEDIA_HOSTS: wrong }), wrong).toThrow(
        /TWILIO_MEDIA_HOSTS: must be a comma-separated list of host or host:port/,
      );
    expect(() => loadEnv({ ALLOW_UNSIGNED_WEBHOOKS: "yes" })).toThrow(
      /ALLOW_UNSIGNED_WEBHOOKS: must be true or false/,
    );
  });

  it("requires ADMIN_PHONE and ADMIN_PASSWORD together and checks both", () => {
    expect(() => loadEnv({ ADMIN_PHONE: "+15551234567" })).toThrow(
      /ADMIN_PHONE and ADMIN_PASSWORD go together/,
    );
    expect(() => loadEnv({ ADMIN_PHONE: "12", ADMIN_PASSWORD: "secret123" })).toThrow(
      /ADMIN_PHONE: must be a phone number/,
    );
    expect(() => loadEnv({ ADMIN_PHONE: "+15551234567", ADMIN_PASSWORD: "abc" })).toThrow(
      /at least 6 characters/,
    );
    expect(loadEnv({ ADMIN_PHONE: "5551234567", ADMIN_PASSWORD: "secret123" }).ADMIN_PHONE).toBe(
      "5551234567",
    );
  });

  it("reads the metrics settings: a long enough token, a port only with it, 127.0.0.1 by default", () => {
    const unset = loadEnv({});
    expect([unset.METRICS_TOKEN, unset.METRICS_PORT, unset.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      "127.0.0.1",
    ]);
    const token = "a".repeat(16);
    expect(loadEnv({ METRICS_TOKEN: token, METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toMatchObject({
      METRICS_TOKEN: token,
      METRICS_PORT: 9464,
      METRICS_HOST: "0.0.0.0",
    });
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).not.toThrow(/"short"/);
    for (const port of ["nine", "65536", "-1", "80.5"])
      expect(() => loadEnv({ METRICS_TOKEN: token, METRICS_PORT: port }), port).toThrow(
        /METRICS_PORT: must be a port number/,
      );
    expect(() => loadEnv({ METRICS_PORT: "9464" })).toThrow(/METRICS_PORT: needs METRICS_TOKEN/);
  });

  it("reads OTEL_EXPORTER_OTLP_ENDPOINT as a base URL and names the service textpal by default", () => {
    const unset = loadEnv({});
    expect(unset.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(unset.OTEL_SERVICE_NAME).toBe("textpal");
    // The traces' path is added to it, so a trailing slash must not double.
    expect(
      loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe("http://collector:4318");
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
    );
  });

  it("never echoes secrets in its messages", () => {
    expect(() => loadEnv({ ADMIN_PHONE: "+15551234567", ADMIN_PASSWORD: "abc" })).not.toThrow(/"abc"/);
  });
});
