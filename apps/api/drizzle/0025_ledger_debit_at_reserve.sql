-- A range dispense's pending transfer debits the balance at reserve (docs/ARCHITECTURE.md, "The
-- ledger"): the post after the machine's done inserts its entry and touches no balance row, a
-- void credits the amount back. `held` is no longer used by any transfer: what open dispenses held
-- leaves the balance now, as their pending entries say, so what the golfer can spend
-- (balance - held) does not change.
UPDATE "wallet_balances" SET "balance" = "balance" - "held", "held" = 0 WHERE "held" <> 0;
