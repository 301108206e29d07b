import { Badge } from "@/components/ui/badge";

/** Active/Inactive, the wording the users, threads and system numbers tables share. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? "success" : "secondary"}>{active ? "Active" : "Inactive"}</Badge>;
}
