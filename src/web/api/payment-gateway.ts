// GET /api/getCurrentPaymentGateway (spec A §7): which card form the payment step draws (docs/deploy.md "Payments").
import { paymentGatewayResponse } from "@/shared/api/reference";
import { call } from "./call";
import { api } from "./client";

export const getCurrentPaymentGateway = async () => (await call(paymentGatewayResponse, () => api.get("getCurrentPaymentGateway").json())).data;
