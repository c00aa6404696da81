// Regressions from the hostile test of the API:
// - "Validation messages are not the spec's words": a field error read
//   "Invalid value for email: Please include an @ in the email address"; spec A §8 shows the
//   server's message as it is, so the rule's message comes alone and the field in its own property.
// - "Email length": a 300-character local part passed signup and a 5,012-character address passed
//   forgotPassword; the one shared email rule now applies RFC 5321's 64 / 254 limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailError, forgotPasswordEmailError } from "@/shared/validation/rules";
import { validationMessages } from "@/shared/validation/messages";
import { ACME, call } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const signup = (email: string) =>
  call(ctx.app, "POST", "/api/user/signUp", {
    body: { name: "Nina Costa", email, password: "Travel@2024", hostName: `http://${ACME}:3000`, checked: true },
  });

describe("validation messages are the spec's words", () => {
  it("a missing @ answers 'Please include an @ in the email address' alone, field body.email", async () => {
    const res = await signup("nina.example.com");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: "Please include an @ in the email address", data: null, field: "body.email" });
  });

  it("in Spanish too: the rule's translated message alone", async () => {
    const res = await call(ctx.app, "POST", "/api/user/signUp", {
      headers: { "accept-language": "es" },
      body: { name: "Nina Costa", email: "nina.example.com", password: "Travel@2024", hostName: `http://${ACME}:3000`, checked: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Incluye una @ en la dirección de correo electrónico", field: "body.email" });
  });
});

describe("email length", () => {
  const local64 = "a".repeat(64);
  const domain = (length: number) => `${"d".repeat(length - 4)}.com`;

  it.each([
    [`${local64}@example.com`, null],
    [`${local64}a@example.com`, validationMessages.emailInvalid.id],
    [`x@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(63)}.${"g".repeat(56)}.com`, null], // 254 characters
    [`xy@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(63)}.${"g".repeat(56)}.com`, validationMessages.emailInvalid.id], // 255
  ])("the shared rule: %s → %s", (email, expected) => {
    expect(emailError(email)).toBe(expected);
    expect(forgotPasswordEmailError(email)).toBe(expected);
  });

  it("signup refuses a 300-character local part with the spec's message", async () => {
    const res = await signup(`${"a".repeat(300)}@example.com`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "The entered email is not valid", field: "body.email" });
  });

  it("forgotPassword refuses a 5,012-character address with the spec's message", async () => {
    const email = `a@${domain(5010)}`;
    expect(email).toHaveLength(5012);
    const res = await call(ctx.app, "POST", "/api/user/forgotPassword", { body: { email, hostName: ACME } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "The entered email is not valid", field: "body.email" });
  });
});
