// spec A §5 "Submit rules" and the form schemas react-hook-form (zodResolver) and the server share.
import { z } from "zod";
import { validationMessages as m } from "./messages";
import { emailError, emailSchema, forgotPasswordEmailSchema, loginPasswordError, loginPasswordSchema, nameError, nameSchema, passwordError, passwordSchema } from "./rules";

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginValues = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  hostName: z.string().trim().min(1, m.required.id),
  // spec A §5: terms must be agreed; the spec gives no message, so 'Required'.
  checked: z.boolean().refine((value) => value, m.required.id),
});
export type SignupValues = z.input<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: forgotPasswordEmailSchema });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const newPasswordSchema = z.object({ password: passwordSchema });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

export type AgencyStatus = "Active" | "Inactive";

/** spec A §5: signup needs a valid name, email and password and the terms agreed. */
export function canSubmitSignup(values: Pick<SignupValues, "name" | "email" | "password" | "checked">): boolean {
  return nameError(values.name) === null && emailError(values.email) === null && passwordError(values.password) === null && values.checked;
}

/** spec A §5: login needs a valid email and password, and an Active agency (§4). */
export function canSubmitLogin(agencyStatus: AgencyStatus, values: LoginValues): boolean {
  return agencyStatus === "Active" && emailError(values.email) === null && loginPasswordError(values.password) === null;
}
