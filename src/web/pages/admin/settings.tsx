import { useCallback, useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Card, CardContent } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BackupsPanel } from "@/features/backups/components/backups-panel";
import { useSettings } from "@/features/settings/api/get-settings";
import { GeneralSettingsForm } from "@/features/settings/components/general-settings-form";
import { MessagingCostSettingsForm } from "@/features/settings/components/messaging-cost-settings-form";
import { OperatorSettingsForm } from "@/features/settings/components/operator-settings-form";
import { PaymentSettingsForm } from "@/features/settings/components/payment-settings-form";
import { PrivacySettingsForm } from "@/features/settings/components/privacy-settings-form";
import { SettingsTabLabel } from "@/features/settings/components/settings-tab-label";
import { UnsavedChangesGuard } from "@/features/settings/components/unsaved-changes-guard";
import { useListParams } from "@/hooks/use-list-params";

const TABS = ["general", "payment", "messaging", "operators", "privacy", "backups"] as const;
type Tab = (typeof TABS)[number];
/** The tabs that edit settings; Backups lists files instead. */
type FormTab = Exclude<Tab, "backups">;

export function SettingsPage() {
  const { data, isPending, isError, refetch } = useSettings();
  // The open tab is in the URL (?tab=payment), so a reload or a shared link opens the same one.
  const { get, setSelection } = useListParams();
  const tab = TABS.find((name) => name === get("tab")) ?? "general";
  // Each tab keeps its own edits; the mark on a tab says it has some waiting to be saved.
  const [unsaved, setUnsaved] = useState<Record<FormTab, boolean>>({
    general: false,
    payment: false,
    messaging: false,
    operators: false,
    privacy: false,
  });
  const markGeneral = useCallback((dirty: boolean) => setUnsaved((all) => ({ ...all, general: dirty })), []);
  const markPayment = useCallback((dirty: boolean) => setUnsaved((all) => ({ ...all, payment: dirty })), []);
  const markMessaging = useCallback(
    (dirty: boolean) => setUnsaved((all) => ({ ...all, messaging: dirty })),
    [],
  );
  const markOperators = useCallback(
    (dirty: boolean) => setUnsaved((all) => ({ ...all, operators: dirty })),
    [],
  );
  const markPrivacy = useCallback((dirty: boolean) => setUnsaved((all) => ({ ...all, privacy: dirty })), []);

  return (
    <AdminPage
      title="Settings"
      description="How the assistant behaves for everyone, how users pay, what texts and AI may cost, how operators step in, how long texts are kept, and the backups."
    >
      <UnsavedChangesGuard unsaved={Object.values(unsaved).some(Boolean)} />
      <Tabs value={tab} onValueChange={(value) => setSelection("tab", value === "general" ? null : value)}>
        <TabsList>
          <TabsTrigger value="general">
            <SettingsTabLabel name="General Settings" unsaved={unsaved.general} />
          </TabsTrigger>
          <TabsTrigger value="payment">
            <SettingsTabLabel name="Payment Settings" unsaved={unsaved.payment} />
          </TabsTrigger>
          <TabsTrigger value="messaging">
            <SettingsTabLabel name="Messaging & Costs" unsaved={unsaved.messaging} />
          </TabsTrigger>
          <TabsTrigger value="operators">
            <SettingsTabLabel name="Operators" unsaved={unsaved.operators} />
          </TabsTrigger>
          <TabsTrigger value="privacy">
            <SettingsTabLabel name="Privacy" unsaved={unsaved.privacy} />
          </TabsTrigger>
          <TabsTrigger value="backups">Backups</TabsTrigger>
        </TabsList>
        <TabsContent value="backups" className="mt-0">
          <BackupsPanel />
        </TabsContent>
        <Card className={tab === "backups" ? "hidden" : "mt-4"}>
          <CardContent>
            {isPending ? (
              <div className="flex flex-col gap-4" aria-busy>
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-20 w-full" />
                <Skeleton className="h-20 w-full" />
              </div>
            ) : isError ? (
              // In the open tab's panel, which the tab names as the one it controls.
              <TabsContent value={tab} className="mt-0">
                <ErrorState
                  message="Failed to load settings. Please try again."
                  onRetry={() => void refetch()}
                />
              </TabsContent>
            ) : (
              <>
                {/* All stay mounted so unsaved edits survive a look at another tab. */}
                <TabsContent value="general" forceMount className="mt-0 data-[state=inactive]:hidden">
                  <GeneralSettingsForm saved={data} onDirtyChange={markGeneral} />
                </TabsContent>
                <TabsContent value="payment" forceMount className="mt-0 data-[state=inactive]:hidden">
                  <PaymentSettingsForm saved={data} onDirtyChange={markPayment} />
                </TabsContent>
                <TabsContent value="messaging" forceMount className="mt-0 data-[state=inactive]:hidden">
                  <MessagingCostSettingsForm saved={data} onDirtyChange={markMessaging} />
                </TabsContent>
                <TabsContent value="operators" forceMount className="mt-0 data-[state=inactive]:hidden">
                  <OperatorSettingsForm saved={data} onDirtyChange={markOperators} />
                </TabsContent>
                <TabsContent value="privacy" forceMount className="mt-0 data-[state=inactive]:hidden">
                  <PrivacySettingsForm saved={data} onDirtyChange={markPrivacy} />
                </TabsContent>
              </>
            )}
          </CardContent>
        </Card>
      </Tabs>
    </AdminPage>
  );
}
