-- The hotel proposals move into the core's proposals (every vertical): each becomes a proposal of one hotel item
-- whose offer keeps the hotel, the stay and the room chosen; the client is found again by email in the agency.
INSERT INTO "proposals" ("id", "agency_id", "agent_user_id", "client_user_id", "client_email", "items", "note", "status", "trip_start", "expires_at", "responded_at", "created_at")
SELECT hp."id", hp."agency_id", hp."agent_user_id",
	(SELECT u."id" FROM "users" u WHERE u."agency_id" = hp."agency_id" AND lower(u."email") = lower(hp."client_email") LIMIT 1),
	hp."client_email",
	jsonb_build_array(jsonb_build_object(
		'vertical', 'hotel',
		'offer', jsonb_build_object('hotelId', hp."hotel_id", 'search', hp."search", 'rate', hp."rate"),
		'title', coalesce(hp."search"->>'searchString', hp."hotel_id"),
		'subtitle', '',
		'start', hp."search"->'stayPeriod'->>'start',
		'end', hp."search"->'stayPeriod'->>'end',
		'price', NULL
	)),
	hp."note", hp."status", (hp."search"->'stayPeriod'->>'start')::date, NULL, NULL, hp."created_at"
FROM "hotel_proposals" hp;--> statement-breakpoint
DROP TABLE "hotel_proposals" CASCADE;
