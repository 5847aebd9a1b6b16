-- Foreign keys where rows belong to rows (decision 0032). Domains may not import each other's
-- tables.ts, so the constraints live here, in SQL. First the data is checked: a nullable reference
-- to a row that is gone, where the row only named it (a card, a crew, a document, a later return, an
-- order a notification mentions), is set to null; any other row pointing to a missing row stops
-- the migration with the tables, columns and counts, for a person to look at.
DO $$
DECLARE
  missing bigint;
  problems text := '';
BEGIN
  SELECT count(*) INTO missing FROM orders c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  orders.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM orders c WHERE c.company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies p WHERE p.id = c.company_id);
  IF missing > 0 THEN problems := problems || format(E'\n  orders.company_id -> companies: %s', missing); END IF;
  UPDATE orders c SET card_id = NULL WHERE c.card_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payment_cards p WHERE p.id = c.card_id);
  SELECT count(*) INTO missing FROM order_events c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_events.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_files c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_files.order_id -> orders: %s', missing); END IF;
  UPDATE order_files c SET user_id = NULL WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  SELECT count(*) INTO missing FROM order_access_codes c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_access_codes.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_contracts c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_contracts.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_contracts c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_contracts.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_access_grants c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_access_grants.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_access_grants c WHERE c.owner_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.owner_user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_access_grants.owner_user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_ratings c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_ratings.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_ratings c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_ratings.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM promo_codes c WHERE c.owner_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.owner_user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  promo_codes.owner_user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM promo_codes c WHERE c.referrer_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.referrer_user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  promo_codes.referrer_user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cell_bookings c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cell_bookings.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM payments c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  payments.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM payments c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  payments.user_id -> users: %s', missing); END IF;
  UPDATE payments c SET card_id = NULL WHERE c.card_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payment_cards p WHERE p.id = c.card_id);
  SELECT count(*) INTO missing FROM payments c WHERE c.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM invoices p WHERE p.id = c.invoice_id);
  IF missing > 0 THEN problems := problems || format(E'\n  payments.invoice_id -> invoices: %s', missing); END IF;
  SELECT count(*) INTO missing FROM payment_cards c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  payment_cards.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM invoices c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  invoices.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM invoices c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  invoices.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM invoices c WHERE c.company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies p WHERE p.id = c.company_id);
  IF missing > 0 THEN problems := problems || format(E'\n  invoices.company_id -> companies: %s', missing); END IF;
  UPDATE invoices c SET payment_id = NULL WHERE c.payment_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = c.payment_id);
  SELECT count(*) INTO missing FROM payment_receipts c WHERE c.payment_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = c.payment_id);
  IF missing > 0 THEN problems := problems || format(E'\n  payment_receipts.payment_id -> payments: %s', missing); END IF;
  SELECT count(*) INTO missing FROM closing_acts c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  closing_acts.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM closing_acts c WHERE c.company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies p WHERE p.id = c.company_id);
  IF missing > 0 THEN problems := problems || format(E'\n  closing_acts.company_id -> companies: %s', missing); END IF;
  SELECT count(*) INTO missing FROM closing_acts c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  closing_acts.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM bonus_accounts c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  bonus_accounts.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM bonus_ledger c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  bonus_ledger.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM bonus_ledger c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  bonus_ledger.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM bonus_expiry_notices c WHERE c.earn_entry_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bonus_ledger p WHERE p.id = c.earn_entry_id);
  IF missing > 0 THEN problems := problems || format(E'\n  bonus_expiry_notices.earn_entry_id -> bonus_ledger: %s', missing); END IF;
  SELECT count(*) INTO missing FROM bonus_expiry_notices c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  bonus_expiry_notices.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM referrals c WHERE c.friend_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.friend_user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  referrals.friend_user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM referrals c WHERE c.referrer_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.referrer_user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  referrals.referrer_user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM referrals c WHERE c.reward_order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.reward_order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  referrals.reward_order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_spaces c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_spaces.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_spaces c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_spaces.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_requests c WHERE c.space_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_spaces p WHERE p.id = c.space_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_requests.space_id -> cloud_spaces: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_requests c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_requests.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_requests c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_requests.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_requests c WHERE c.window_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_windows p WHERE p.id = c.window_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_requests.window_id -> cloud_windows: %s', missing); END IF;
  UPDATE cloud_requests c SET crew_id = NULL WHERE c.crew_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_crews p WHERE p.id = c.crew_id);
  SELECT count(*) INTO missing FROM cloud_requests c WHERE c.address_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM addresses p WHERE p.id = c.address_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_requests.address_id -> addresses: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_request_events c WHERE c.request_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_requests p WHERE p.id = c.request_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_request_events.request_id -> cloud_requests: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_items c WHERE c.space_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_spaces p WHERE p.id = c.space_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_items.space_id -> cloud_spaces: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_items c WHERE c.pickup_request_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_requests p WHERE p.id = c.pickup_request_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_items.pickup_request_id -> cloud_requests: %s', missing); END IF;
  UPDATE cloud_items c SET return_request_id = NULL WHERE c.return_request_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_requests p WHERE p.id = c.return_request_id);
  SELECT count(*) INTO missing FROM cloud_item_photos c WHERE c.item_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_items p WHERE p.id = c.item_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_item_photos.item_id -> cloud_items: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_acts c WHERE c.request_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_requests p WHERE p.id = c.request_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_acts.request_id -> cloud_requests: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_acts c WHERE c.space_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_spaces p WHERE p.id = c.space_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_acts.space_id -> cloud_spaces: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_acts c WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_acts.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_acts c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_acts.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_crew_members c WHERE c.crew_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cloud_crews p WHERE p.id = c.crew_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_crew_members.crew_id -> cloud_crews: %s', missing); END IF;
  SELECT count(*) INTO missing FROM cloud_crew_members c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  cloud_crew_members.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM companies c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  companies.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM addresses c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  addresses.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM lodgers c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  lodgers.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM identity_documents c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  identity_documents.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM identity_files c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  identity_files.user_id -> users: %s', missing); END IF;
  UPDATE identity_files c SET document_id = NULL WHERE c.document_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM identity_documents p WHERE p.id = c.document_id);
  SELECT count(*) INTO missing FROM notifications c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  notifications.user_id -> users: %s', missing); END IF;
  UPDATE notifications c SET order_id = NULL WHERE c.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  SELECT count(*) INTO missing FROM notification_deliveries c WHERE c.notification_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM notifications p WHERE p.id = c.notification_id);
  IF missing > 0 THEN problems := problems || format(E'\n  notification_deliveries.notification_id -> notifications: %s', missing); END IF;
  SELECT count(*) INTO missing FROM notification_preferences c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  notification_preferences.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM auth_sessions c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  auth_sessions.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM refresh_tokens c WHERE c.session_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM auth_sessions p WHERE p.id = c.session_id);
  IF missing > 0 THEN problems := problems || format(E'\n  refresh_tokens.session_id -> auth_sessions: %s', missing); END IF;
  SELECT count(*) INTO missing FROM social_accounts c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  social_accounts.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM staff_roles c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  staff_roles.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM support_conversations c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  support_conversations.user_id -> users: %s', missing); END IF;
  SELECT count(*) INTO missing FROM support_messages c WHERE c.conversation_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM support_conversations p WHERE p.id = c.conversation_id);
  IF missing > 0 THEN problems := problems || format(E'\n  support_messages.conversation_id -> support_conversations: %s', missing); END IF;
  SELECT count(*) INTO missing FROM support_messages c WHERE c.author_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users p WHERE p.id = c.author_user_id);
  IF missing > 0 THEN problems := problems || format(E'\n  support_messages.author_user_id -> users: %s', missing); END IF;
  UPDATE support_messages c SET file_id = NULL WHERE c.file_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM support_files p WHERE p.id = c.file_id);
  SELECT count(*) INTO missing FROM support_files c WHERE c.conversation_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM support_conversations p WHERE p.id = c.conversation_id);
  IF missing > 0 THEN problems := problems || format(E'\n  support_files.conversation_id -> support_conversations: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_lines c WHERE NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_lines.order_id -> orders: %s', missing); END IF;
  SELECT count(*) INTO missing FROM order_changes c WHERE NOT EXISTS (SELECT 1 FROM orders p WHERE p.id = c.order_id);
  IF missing > 0 THEN problems := problems || format(E'\n  order_changes.order_id -> orders: %s', missing); END IF;
  IF problems <> '' THEN
    RAISE EXCEPTION 'Foreign keys not added: rows point to rows that do not exist (table.column -> table: rows):%', problems;
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "payment_cards"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_access_codes" ADD CONSTRAINT "order_access_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_contracts" ADD CONSTRAINT "order_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_contracts" ADD CONSTRAINT "order_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_access_grants" ADD CONSTRAINT "order_access_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_access_grants" ADD CONSTRAINT "order_access_grants_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cell_bookings" ADD CONSTRAINT "cell_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "payment_cards"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "closing_acts" ADD CONSTRAINT "closing_acts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "closing_acts" ADD CONSTRAINT "closing_acts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "closing_acts" ADD CONSTRAINT "closing_acts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "bonus_accounts" ADD CONSTRAINT "bonus_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "bonus_expiry_notices" ADD CONSTRAINT "bonus_expiry_notices_earn_entry_id_bonus_ledger_id_fk" FOREIGN KEY ("earn_entry_id") REFERENCES "bonus_ledger"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "bonus_expiry_notices" ADD CONSTRAINT "bonus_expiry_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_user_id_users_id_fk" FOREIGN KEY ("friend_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_order_id_orders_id_fk" FOREIGN KEY ("reward_order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_spaces" ADD CONSTRAINT "cloud_spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_spaces" ADD CONSTRAINT "cloud_spaces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_requests" ADD CONSTRAINT "cloud_requests_space_id_cloud_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "cloud_spaces"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_requests" ADD CONSTRAINT "cloud_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_requests" ADD CONSTRAINT "cloud_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_requests" ADD CONSTRAINT "cloud_requests_window_id_cloud_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "cloud_windows"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_requests" ADD CONSTRAINT "cloud_requests_crew_id_cloud_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "cloud_crews"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_requests" ADD CONSTRAINT "cloud_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "addresses"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_request_events" ADD CONSTRAINT "cloud_request_events_request_id_cloud_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "cloud_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_items" ADD CONSTRAINT "cloud_items_space_id_cloud_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "cloud_spaces"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_items" ADD CONSTRAINT "cloud_items_pickup_request_id_cloud_requests_id_fk" FOREIGN KEY ("pickup_request_id") REFERENCES "cloud_requests"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_items" ADD CONSTRAINT "cloud_items_return_request_id_cloud_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "cloud_requests"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_item_photos" ADD CONSTRAINT "cloud_item_photos_item_id_cloud_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "cloud_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_acts" ADD CONSTRAINT "cloud_acts_request_id_cloud_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "cloud_requests"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_acts" ADD CONSTRAINT "cloud_acts_space_id_cloud_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "cloud_spaces"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_acts" ADD CONSTRAINT "cloud_acts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_acts" ADD CONSTRAINT "cloud_acts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_crew_members" ADD CONSTRAINT "cloud_crew_members_crew_id_cloud_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "cloud_crews"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "cloud_crew_members" ADD CONSTRAINT "cloud_crew_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "lodgers" ADD CONSTRAINT "lodgers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "identity_files" ADD CONSTRAINT "identity_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "identity_files" ADD CONSTRAINT "identity_files_document_id_identity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "identity_documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "auth_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "support_conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_file_id_support_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "support_files"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "support_conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
