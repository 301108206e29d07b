import { COMPONENT_TYPES } from "@shared/micro-ui/defaults";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ARCHITECTURE_BENEFITS, COMPONENT_REGISTRY_NOTES } from "@/features/micro-ui/demo/demo-notes";
import { DEMO_SAMPLE_NAMES, DEMO_SAMPLES, type DemoSampleName } from "@/features/micro-ui/demo/samples";
import { MicroUiRenderer } from "@/features/micro-ui/renderer/micro-ui-renderer";
import { useDocumentTitle } from "@/hooks/use-document-title";

// Spec 000: the demo saves nothing; data updates are only logged.
const logDataUpdate = (data: unknown) => console.log("Micro UI data updated:", data);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /micro-ui-demo: one sample per kind of page, the components the renderer knows, and why it works this way. */
export function MicroUiDemoPage() {
  useDocumentTitle("Micro UI Demo · Textpal");
  const [sampleName, setSampleName] = useState<DemoSampleName>("map");
  const sample = DEMO_SAMPLES[sampleName];

  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-8">
        <header className="flex flex-col gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Micro UI Demo</h1>
          <p className="text-slate-600">
            Small interactive pages the Textpal assistant builds and shares by link.
          </p>
        </header>

        <nav aria-label="Samples" className="flex flex-wrap justify-center gap-2">
          {DEMO_SAMPLE_NAMES.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === sampleName ? "default" : "outline"}
              aria-pressed={name === sampleName}
              onClick={() => setSampleName(name)}
            >
              {capitalise(name)}
            </Button>
          ))}
        </nav>

        <section aria-label="Current sample" className="flex flex-col gap-3">
          <dl className="flex justify-center gap-6 text-sm text-slate-600">
            <div className="flex gap-1.5">
              <dt>Type:</dt>
              <dd className="font-medium text-slate-900">{sample.meta.type}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>Components:</dt>
              <dd className="font-medium text-slate-900">{sample.layout.components.length}</dd>
            </div>
          </dl>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <MicroUiRenderer key={sampleName} definition={sample} onDataUpdate={logDataUpdate} />
          </div>
        </section>

        <Card>
          <CardHeader>
            <CardTitle>Component registry</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              {COMPONENT_TYPES.map((type) => (
                <li key={type} className="flex flex-col sm:flex-row sm:gap-2">
                  <code className="font-semibold text-brand-700">{type}</code>
                  <span className="text-slate-600">{COMPONENT_REGISTRY_NOTES[type]}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Architecture benefits</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
              {ARCHITECTURE_BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
