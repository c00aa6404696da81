import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { runAlone } from "../../db/run-alone";

/** The rounds one vertical's saga sweeps with (BookingSaga), in the order they run. */
interface Sweepable {
  readonly db: Db;
  readonly verticalId: string;
  reconcileSupplierCalls(): Promise<unknown>;
  recoverInterrupted(): Promise<unknown>;
  finishPaid(): Promise<unknown>;
  releaseExpiredHolds(): Promise<unknown>;
  releaseOrphanHolds(): Promise<unknown>;
}

/**
 * Sweeps (at start, then every minute). Two servers, one database: each vertical's sweep runs on one
 * instance at a time (runAlone, a PostgreSQL advisory lock); the others skip that minute. The payment
 * lease still makes each booking's settlement safe on its own (a payment request beside a sweep).
 */
export function scheduleSweeps(app: FastifyInstance, saga: Sweepable): void {
  let timer: NodeJS.Timeout | undefined;
  const sweepOnce = () =>
    saga
      .reconcileSupplierCalls()
      .catch((error: unknown) => app.log.error({ err: error }, "supplier call reconciliation failed"))
      .then(() => saga.recoverInterrupted())
      .catch((error: unknown) => app.log.error({ err: error }, "payment recovery failed"))
      .then(() => saga.finishPaid())
      .catch((error: unknown) => app.log.error({ err: error }, "finishing paid bookings failed"))
      .then(() => saga.releaseExpiredHolds())
      .catch((error: unknown) => app.log.error({ err: error }, "hold release failed"))
      .then(() => saga.releaseOrphanHolds())
      .catch((error: unknown) => app.log.error({ err: error }, "releasing supplier bookings no booking owns failed"));
  const sweep = () => void runAlone(saga.db, `booking-sweeps:${saga.verticalId}`, sweepOnce).catch((error: unknown) => app.log.error({ err: error }, "booking sweeps failed"));
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, 60_000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
