import { describe, expect, it } from "vitest";
import {
  accountMessages,
  canSubmitLogin,
  canSubmitSignup,
  descriptorFor,
  emailSchema,
  forgotPasswordSchema,
  isBlockedPasswordKey,
  loginSchema,
  nameSchema,
  newPasswordSchema,
  passwordCriteria,
  passwordCriteriaLabels,
  passwordFeedback,
  passwordSchema,
  signupSchema,
  validationMessages as m,
} from "@/shared/validation";
import type { z } from "zod";

/** The English text of the first issue, as a user would read it. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const id = result.error.issues[0]?.message ?? "";
  return descriptorFor(id)?.message ?? `unknown id ${id}`;
}

const VALID_PASSWORD = "Abcdef1!";

describe("spec A §5 email", () => {
  it.each([
    ["", "Required"],
    ["   ", "Required"],
    ["jane.example.com", "Please include an @ in the email address"],
    ["jane@", "The entered email is not valid"],
    ["jane@example", "The entered email is not valid"],
    ["ja ne@example.com", "The entered email is not valid"],
  ])("%j → %s", (value, message) => {
    expect(firstMessage(emailSchema, value)).toBe(message);
  });

  it("accepts a standard address and trims it", () => {
    expect(emailSchema.parse("  jane.doe+trips@example.co.uk ")).toBe("jane.doe+trips@example.co.uk");
  });
});

describe("spec A §5 forgot-password email extras", () => {
  const check = (email: string) => firstMessage(forgotPasswordSchema, { email });
  it.each([
    ["", "Please enter email address"],
    ["jane @example.com", "Space are not allowed in email address"],
    ["jane@@example.com", "@@ are not allowed"],
    ["jane.example.com", "Please include an @ in the email address"],
    ["jane@example.com.", "Dot are not allowed at the end of email address"],
    ["jane@.example.com", "Dot are not allowed before domain name"],
    ["jane.@example.com", "Dot are not allowed before domain name"],
    ["jane@example", "The entered email is not valid"],
  ])("%j → %s", (email, message) => {
    expect(check(email)).toBe(message);
  });

  it("accepts a valid address", () => {
    expect(check("jane@example.com")).toBeNull();
  });
});

describe("spec A §5 password (signup and new password)", () => {
  it.each([
    ["", "Required"],
    ["   ", "Required"],
    ["Abc def1!", "Password does not contain white space"],
    ["Ab1!", "Be between 8 and 20 characters"],
    ["Abcdefgh1!Abcdefgh1!x", "Be between 8 and 20 characters"],
    ["abcdefg1!", "Password must be valid"], // no uppercase
    ["ABCDEFG1!", "Password must be valid"], // no lowercase
    ["Abcdefgh!", "Password must be valid"], // no digit
    ["Abcdefgh1", "Password must be valid"], // no special
    ["Abcdefg1-", "Password must be valid"], // '-' is not one of the specials
  ])("%j → %s", (value, message) => {
    expect(firstMessage(passwordSchema, value)).toBe(message);
  });

  it("trims the input before checking", () => {
    expect(passwordSchema.parse(`  ${VALID_PASSWORD}  `)).toBe(VALID_PASSWORD);
    expect(newPasswordSchema.parse({ password: VALID_PASSWORD })).toEqual({ password: VALID_PASSWORD });
  });

  it.each([..."!@#$%^&*_"])("accepts the special %s", (special) => {
    expect(firstMessage(passwordSchema, `Abcdefg1${special}`)).toBeNull();
  });

  it("feedback says 'Password Required' for a visited field left empty, otherwise the schema's message", () => {
    const text = (value: string, visited: boolean) => {
      const parsed = passwordSchema.safeParse(value);
      const id = passwordFeedback(value, visited, parsed.success ? undefined : parsed.error.issues[0]?.message);
      return id === undefined ? null : descriptorFor(id)?.message;
    };
    expect(text("", true)).toBe("Password Required");
    expect(text("", false)).toBe("Required");
    expect(text("Ab1!", true)).toBe("Be between 8 and 20 characters");
    expect(text(VALID_PASSWORD, true)).toBeNull();
  });
});

describe("passwordCriteria (the live popover)", () => {
  it("reports each of the five criteria", () => {
    expect(passwordCriteria("")).toEqual({ length: false, lowercase: false, uppercase: false, digit: false, special: false });
    expect(passwordCriteria("a")).toMatchObject({ lowercase: true, uppercase: false });
    expect(passwordCriteria("A")).toMatchObject({ uppercase: true, lowercase: false });
    expect(passwordCriteria("7")).toMatchObject({ digit: true });
    expect(passwordCriteria("_")).toMatchObject({ special: true });
    expect(passwordCriteria(VALID_PASSWORD)).toEqual({ length: true, lowercase: true, uppercase: true, digit: true, special: true });
  });

  it("counts length on the trimmed value, 8 to 20", () => {
    expect(passwordCriteria("  abcdefg  ").length).toBe(false);
    expect(passwordCriteria("abcdefgh").length).toBe(true);
    expect(passwordCriteria("a".repeat(20)).length).toBe(true);
    expect(passwordCriteria("a".repeat(21)).length).toBe(false);
  });

  it("labels the length criterion with the spec's text", () => {
    expect(passwordCriteriaLabels.length.message).toBe("Be between 8 and 20 characters");
  });
});

describe("spec A §5 login password", () => {
  const check = (password: string) => firstMessage(loginSchema, { email: "jane@example.com", password });
  it.each([
    ["", "Required"],
    [" secret", "Password does not contain white space"],
    ["sec ret", "Password does not contain white space"],
  ])("%j → %s", (password, message) => {
    expect(check(password)).toBe(message);
  });

  it("does not apply the signup criteria", () => {
    expect(check("x")).toBeNull();
  });
});

describe("blocked space key", () => {
  it("blocks only the space key and says 'Space not allowed'", () => {
    expect(isBlockedPasswordKey(" ")).toBe(true);
    expect(isBlockedPasswordKey("a")).toBe(false);
    expect(m.spaceNotAllowed.message).toBe("Space not allowed");
  });
});

describe("spec A §5 name", () => {
  it.each([
    ["", "Required"],
    ["   ", "Required"],
    ["Jane2", "Only alphabets are allowed"],
    ["Jane!", "No special characters allowed"],
    ["J", "Name must be minimum of two characters"],
    ["  J", "Name must be minimum of two characters"],
  ])("%j → %s", (value, message) => {
    expect(firstMessage(nameSchema, value)).toBe(message);
  });

  it("trims leading spaces and accepts accented letters and inner spaces", () => {
    expect(nameSchema.parse("  José da Silva")).toBe("José da Silva");
    expect(nameSchema.parse("  José da Silva  ")).toBe("José da Silva");
  });
});

describe("signup schema and submit rule", () => {
  const valid = { name: "Jane Doe", email: "jane@example.com", password: VALID_PASSWORD, hostName: "acme.example", checked: true };

  it("accepts a complete form", () => {
    expect(signupSchema.parse(valid)).toEqual(valid);
    expect(canSubmitSignup(valid)).toBe(true);
  });

  it("needs the terms agreed", () => {
    expect(firstMessage(signupSchema, { ...valid, checked: false })).toBe("Required");
    expect(canSubmitSignup({ ...valid, checked: false })).toBe(false);
  });

  it("needs a host name", () => {
    expect(firstMessage(signupSchema, { ...valid, hostName: "" })).toBe("Required");
  });

  it.each([
    ["name", "J"],
    ["email", "jane"],
    ["password", "short"],
  ] as const)("refuses an invalid %s", (field, value) => {
    expect(canSubmitSignup({ ...valid, [field]: value })).toBe(false);
  });
});

describe("login submit rule", () => {
  const values = { email: "jane@example.com", password: "secret" };
  it("needs valid fields and an Active agency", () => {
    expect(canSubmitLogin("Active", values)).toBe(true);
    expect(canSubmitLogin("Inactive", values)).toBe(false);
    expect(canSubmitLogin("Active", { ...values, email: "jane" })).toBe(false);
    expect(canSubmitLogin("Active", { ...values, password: "se cret" })).toBe(false);
  });
});

describe("messages", () => {
  it("every id resolves to its descriptor and ids are unique", () => {
    const all = [...Object.values(m), ...Object.values(accountMessages)];
    for (const descriptor of all) expect(descriptorFor(descriptor.id)).toBe(descriptor);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
  });

  it("keeps the spec's exact account texts", () => {
    expect(accountMessages.loggedIn.message).toBe("Logged in successfully");
    expect(accountMessages.userNotFound.message).toBe("user doesn't exist, Please sign up");
    expect(accountMessages.socialLoginError.message).toBe("Error during Social login");
    expect(accountMessages.ssoError.message).toBe("Error during sso");
    expect(accountMessages.loggingOut.message).toBe("Logging out...");
  });
});
