import { Controller, type UseFormReturn } from "react-hook-form";
import { Calendar } from "@/components/ui/calendar";
import { Checkbox } from "@/components/ui/checkbox";
import { FormInput } from "@/components/ui/form-input";
import { Label } from "@/components/ui/label";
import type { AnnouncementFormOutput, AnnouncementFormValues } from "../announcement-form";
import { startOfToday } from "../delivery-time";

type Form = UseFormReturn<AnnouncementFormValues, unknown, AnnouncementFormOutput>;

/** The delivery day on a calendar (past days disabled), the time, and local versus global timing. */
export function DeliveryFields({
  form,
  readOnly,
  zone,
  now,
}: {
  form: Form;
  readOnly: boolean;
  /** The service's timezone: the day and time are read there. */
  zone: string;
  now: Date;
}) {
  const { errors } = form.formState;
  return (
    <>
      <div className="flex flex-col gap-2">
        <span id="announcement-day-label" className="text-sm font-medium text-slate-700">
          Delivery Date
        </span>
        <Controller
          control={form.control}
          name="delivery_day"
          render={({ field }) => (
            <Calendar
              aria-labelledby="announcement-day-label"
              mode="single"
              required
              selected={field.value}
              defaultMonth={field.value}
              onSelect={(day) => field.onChange(day)}
              // "Today" is the service zone's date, which may not be the browser's.
              today={startOfToday(now, zone)}
              disabled={readOnly ? true : { before: startOfToday(now, zone) }}
            />
          )}
        />
        {errors.delivery_day && <p className="text-sm text-red-600">{errors.delivery_day.message}</p>}
      </div>
      <FormInput form={form} name="delivery_time" label="Time" type="time" step={60} className="w-40" />
      <p className="-mt-2 text-xs text-slate-500">Day and time are in the service's timezone, {zone}.</p>
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <Controller
          control={form.control}
          name="timezone_aware"
          render={({ field }) => (
            <Checkbox
              id="announcement-timezone"
              className="mt-0.5"
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="announcement-timezone" className="flex flex-col gap-1">
          Timezone-aware delivery
          <span className="text-sm font-normal text-slate-500">
            Checked: local time, each user gets it at this time in their own timezone (the same local time for
            everyone). Unchecked: global time, everyone gets it at one simultaneous moment.
          </span>
        </Label>
      </div>
    </>
  );
}
