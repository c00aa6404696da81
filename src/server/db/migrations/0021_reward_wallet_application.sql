-- The website settings' reward wallet application (on/off and a cashback percent, kept in agencies.applications)
-- is the booking core's earn rate now: one setting. An agency that had set it keeps its choice: on = its percent
-- (within the earn rate's 0-20 %), off = 0 %. Agencies that never set it keep the default rate (no row).
INSERT INTO "reward_wallet_configs" ("agency_id", "earn_rate")
SELECT "id",
  CASE WHEN ("applications"->'rewardWallet'->>'isEnabled')::boolean
    THEN LEAST(20, GREATEST(0, ("applications"->'rewardWallet'->>'cashbackPercent')::double precision))
    ELSE 0 END
FROM "agencies"
WHERE "applications" ? 'rewardWallet'
ON CONFLICT ("agency_id") DO NOTHING;--> statement-breakpoint
UPDATE "agencies" SET "applications" = "applications" - 'rewardWallet' WHERE "applications" ? 'rewardWallet';
