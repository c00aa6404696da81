// A booking's status in a payload (the list is ./lists.ts; what each status allows is ./statuses.ts).
import * as z from "zod/mini";
import { BOOKING_STATUSES } from "./lists";

export const bookingStatus = z.enum(BOOKING_STATUSES);
