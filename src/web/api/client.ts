import ky from "ky";
import { addRequestHeaders, noteAnswer } from "./request-headers";

// Conventions §5: the one HTTP client. It adds the access token, Accept-Language and the
// agency key, and turns any 401 into the session's `session.unauthorized` event (./request-headers.ts).
export const api = ky.create({
  prefixUrl: "/api",
  retry: 0,
  headers: { Accept: "application/json" },
  hooks: {
    beforeRequest: [(request) => addRequestHeaders(request.headers)],
    afterResponse: [(request, _options, response) => noteAnswer(response, request.headers)],
  },
});
