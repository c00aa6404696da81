import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { CarOffer, FuelPolicy } from "@/shared/api/cars";
import { VEHICLE_SIZE_IDS, type VehicleSizeId, type TransmissionType } from "@/shared/cars/acriss";
import { VEHICLE_SIZE_LABELS } from "@/shared/data-labels";
import type { CarFilterGroup, CarSort } from "@/shared/cars/filters";

/**
 * Car labels, translated, including those that come from data (spec B §3: a size id is named through the
 * static data vehicleSizes; the filter options of spec B §9; fuel, transmission, extras). The English
 * names match src/shared/cars/acriss.ts `vehicleSizes`.
 */
export function useCarLabels() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  // Made once per language (`t` changes with it), not on every render: each car card a click brings in made these
  // 50 messages again ("Every page fast on a phone": a click's render is the cards it brings in).
  return useMemo(() => {
    // Sizes from data: the product's catalog messages (src/shared/data-labels.ts).
    const sizes = Object.fromEntries(VEHICLE_SIZE_IDS.map((id) => [id, i18n._(VEHICLE_SIZE_LABELS[id])])) as Record<VehicleSizeId, string>;
    const groups: Record<CarFilterGroup, string> = {
      price: t`Price`,
      passengers: t`Passengers`,
      bags: t`Bags`,
      vehicleType: t`Vehicle type`,
      vendor: t`Rental company`,
      features: t`Features`,
      policies: t`Policies`,
    };
    const options: Record<string, string> = {
      under200: t`Under 200`,
      "200to300": t`200 to 300`,
      "300to400": t`300 to 400`,
      over400: t`Over 400`,
      "1to4": t`1 to 4`,
      "1to2": t`1 to 2`,
      "3to4": t`3 to 4`,
      "5plus": t`5 or more`,
      airConditioning: t`Air conditioning`,
      automatic: t`Automatic transmission`,
      fourPlusDoors: t`4 or more doors`,
      unlimitedMileage: t`Unlimited mileage`,
      freeCancellation: t`Free cancellation`,
      fullToFull: t`Full to full fuel`,
    };
    /** A filter option's label: vendors are names and stay as sent. */
    const option = (group: CarFilterGroup, value: string): string => (group === "vendor" ? value : group === "vehicleType" ? (sizes[value as VehicleSizeId] ?? value) : (options[value] ?? value));
    const sort: Record<CarSort, string> = {
      Cheapest: t`Cheapest`,
      // spec B §4: "Sort is Cheapest … or Highest".
      Highest: t`Highest`,
    };
    const fuel: Record<FuelPolicy, string> = {
      FullToFull: t`Full to full`,
      PrePaid: t`Pre-paid fuel`,
      SameToSame: t`Same to same`,
    };
    const transmission: Record<TransmissionType, string> = {
      Automatic: t`Automatic`,
      Manual: t`Manual`,
    };
    const extras: Record<CarOffer["extras"][number]["code"], string> = {
      childSeat: t`Child seat`,
      boosterSeat: t`Booster seat`,
      additionalDriver: t`Additional driver`,
    };
    return { sizes, groups, option, sort, fuel, transmission, extras };
  }, [t, i18n]);
}
