import { type AdminUser, isUserActive } from "@shared/users";
import type { ReactNode } from "react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { ChannelBadge } from "@/components/channel-badge";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";
import { TierBadge } from "./tier-badge";

/** A compact card: the dialog holds several, so the page-sized Card padding would be too much. */
export function DetailCard({
  title,
  actions,
  children,
}: {
  title: string;
  /** Buttons beside the title, e.g. the profile's Edit and Clear. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {actions && <div className="-my-1 -mr-2 flex items-center gap-1">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs; a missing value reads "—" rather than leaving a hole. */
function Details({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

interface BasicInfoProps {
  user: AdminUser;
  onTeamChange: (isTeam: boolean) => void;
  teamBusy: boolean;
}

export function BasicInfoCard({ user, onTeamChange, teamBusy }: BasicInfoProps) {
  const teamSwitchId = `user-${user.id}-team`;
  return (
    <DetailCard title="Basic Info">
      <Details
        items={[
          ["Phone", formatPhone(user.phone_number)],
          ["Tier", <TierBadge key="tier" tier={user.subscription_tier} />],
          [
            "Timezone",
            user.timezone ? `${user.timezone}${user.timezone_confirmed ? "" : " (unconfirmed)"}` : null,
          ],
          ["Payment method", user.payment_method],
          ["Joined", formatDateTime(user.created_at)],
          ["Texts", user.opted_out ? "Opted out" : "Subscribed"],
        ]}
      />
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <Label htmlFor={teamSwitchId} className="flex flex-col gap-0.5">
          Team member
          <span className="text-xs font-normal text-slate-500">Receives announcements to Team Users</span>
        </Label>
        <Switch id={teamSwitchId} checked={user.is_team} disabled={teamBusy} onCheckedChange={onTeamChange} />
      </div>
    </DetailCard>
  );
}

export function ActivityCard({ user }: { user: AdminUser }) {
  return (
    <DetailCard title="Activity">
      <Details
        items={[
          ["Status", <ActiveBadge key="status" active={isUserActive(user.last_active, new Date())} />],
          ["Last active", user.last_active ? formatDateTime(user.last_active) : "Never"],
          ["Messages sent", formatCount(user.total_messages_sent)],
          ["Free messages used", formatCount(user.free_messages_used)],
          ["Threads", formatCount(user.threadCount)],
          [
            "Channels",
            user.channels.length > 0 ? (
              <span key="channels" className="inline-flex flex-wrap justify-end gap-1">
                {user.channels.map((channel) => (
                  <ChannelBadge key={channel} channel={channel} />
                ))}
              </span>
            ) : null,
          ],
        ]}
      />
    </DetailCard>
  );
}

export function ReferralCard({ user }: { user: AdminUser }) {
  return (
    <DetailCard title="Referral">
      <Details
        items={[
          ["Referral code", user.referral_code],
          ["Referred by", user.referred_by],
          ["Successful referrals", formatCount(user.referral_count)],
          ["Bonus messages", formatCount(user.bonus_messages)],
        ]}
      />
    </DetailCard>
  );
}
