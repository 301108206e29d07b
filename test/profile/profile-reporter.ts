import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { Reporter, TestModule, TestRunEndReason } from "vitest/node";
import { LANE, laneFiles, PROFILE_ROOT, type ProfiledModule, type RunProfile } from "./profile-format.js";

/**
 * Records, for every test file, when it was queued and ended and where its time went (vitest's module
 * diagnostics), so `npm run test:profile` and `.ci/run` can say what each file costs.
 */
export default class ProfileReporter implements Reporter {
  private readonly queuedAt = new Map<string, number>();
  private readonly modules: ProfiledModule[] = [];
  private startedAt = Date.now();

  onTestRunStart() {
    this.startedAt = Date.now();
    // A new run starts from no figures: a lane from its own, a plain run from every lane's.
    rmSync(LANE === "all" ? PROFILE_ROOT : laneFiles(LANE).waits, { recursive: true, force: true });
  }

  onTestModuleQueued(testModule: TestModule) {
    this.queuedAt.set(key(testModule), Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const endedAt = Date.now();
    const diagnostic = testModule.diagnostic();
    let testsMs = 0;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") counts.passed++;
      else if (state === "failed") counts.failed++;
      else counts.skipped++;
      testsMs += test.diagnostic()?.duration ?? 0;
    }
    this.modules.push({
      project: testModule.project.name,
      file: relative(process.cwd(), testModule.moduleId),
      queuedAt: (this.queuedAt.get(key(testModule)) ?? endedAt) - this.startedAt,
      endedAt: endedAt - this.startedAt,
      environmentMs: diagnostic.environmentSetupDuration,
      prepareMs: diagnostic.prepareDuration,
      importMs: diagnostic.collectDuration + diagnostic.setupDuration,
      hooksAndTestsMs: diagnostic.duration,
      testsMs,
      ...counts,
    });
  }

  onTestRunEnd(
    _modules: ReadonlyArray<TestModule>,
    _errors: ReadonlyArray<unknown>,
    reason: TestRunEndReason,
  ) {
    const profile: RunProfile = {
      lane: LANE,
      reason,
      wallMs: Date.now() - this.startedAt,
      modules: this.modules,
    };
    const { modules } = laneFiles(LANE);
    mkdirSync(dirname(modules), { recursive: true });
    writeFileSync(modules, JSON.stringify(profile));
  }
}

function key(testModule: TestModule) {
  return `${testModule.project.name}\0${testModule.moduleId}`;
}
