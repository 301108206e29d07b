import { type DataObject, isDataObject, writeDataPath } from "@shared/micro-ui/data-path";
import type { MicroUiDefinitionInput } from "@shared/micro-ui/definition-schema";
import { Fragment, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useHydrated } from "@/hooks/use-hydrated";
import { componentRegistry, isKnownComponentType } from "./component-registry";

interface MicroUiRendererProps {
  definition: MicroUiDefinitionInput;
  /** Called with the whole new data object after every change. */
  onDataUpdate: (data: DataObject) => void;
}

/**
 * Draws a definition: the meta title and description centred on top, then the components stacked
 * (spec 000: every layout stacks; section adds a divider between components). The page owns the
 * data: components change it through `updateData`, and each change is reported whole.
 */
export function MicroUiRenderer({ definition, onDataUpdate }: MicroUiRendererProps) {
  const { meta, layout } = definition;
  const initialData = isDataObject(definition.data) ? definition.data : {};
  const [data, setData] = useState<DataObject>(initialData);
  // Two changes in one tick (a double click) must build on each other, not on the same render's data.
  const latestData = useRef(initialData);

  const updateData = useCallback(
    (path: string, value: unknown) => {
      const next = writeDataPath(latestData.current, path, value);
      latestData.current = next;
      setData(next);
      onDataUpdate(next);
    },
    [onDataUpdate],
  );

  const components = useMemo(() => knownComponents(layout.components), [layout.components]);
  const isSection = layout.type === "section";
  // A server-rendered page is read-only until it hydrates (and for good without JavaScript): a box
  // ticked before then would be lost, never saved.
  const hydrated = useHydrated();

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{meta.title}</h1>
        {meta.description && <p className="text-sm text-pretty text-slate-600">{meta.description}</p>}
      </header>
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-6">
        {components.map((component, index) => {
          const Component = componentRegistry[component.type];
          return (
            <Fragment key={component.id}>
              {isSection && index > 0 && <hr className="border-slate-200" />}
              <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                <Component id={component.id} props={component.props} data={data} updateData={updateData} />
              </Suspense>
            </Fragment>
          );
        })}
      </fieldset>
    </article>
  );
}

type DefinedComponent = MicroUiDefinitionInput["layout"]["components"][number];

/** Spec 000: an unknown component type is skipped with only a console warning. */
function knownComponents(components: DefinedComponent[]) {
  return components.filter((component) => {
    if (isKnownComponentType(component.type)) return true;
    console.warn(`Unknown micro UI component type "${String(component.type)}" skipped`);
    return false;
  });
}
