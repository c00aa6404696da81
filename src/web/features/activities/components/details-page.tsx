import { msg } from "@lingui/core/macro";
import { detailsPage } from "../../booking/components/step-pages";
import { activityWebVertical } from "../web-vertical";
import { ActivityDetails } from "./details";

/**
 * `/booknow/activities/result-details/{productCode}` (spec B §2). Its own module, apart from the route, because the
 * server draws its first screen too (src/web/first-screen.tsx), as the search page's.
 */
export const ActivityDetailsScreen = detailsPage(activityWebVertical, { title: msg`Activity details`, subtitle: msg`Choose a day, an option and a time, then book.` }, ActivityDetails);
