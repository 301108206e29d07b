import { GateCard } from "@/features/auth/components/gate-card";
import { EnrollTwoFactor } from "@/features/two-factor/components/enroll-two-factor";

/**
 * What an admin without two-factor sign-in sees while REQUIRE_ADMIN_2FA is set: the server refuses
 * every other call until it is on, so nothing else is shown.
 */
export function TwoFactorRequiredPage() {
  return (
    <GateCard
      title="Set up two-factor sign-in"
      description="This service requires an authenticator app for every admin."
    >
      <EnrollTwoFactor />
    </GateCard>
  );
}
