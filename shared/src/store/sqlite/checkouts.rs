//! The SQLite store's part for checkouts: the payment sessions, their fulfilment, and the places an unpaid checkout
//! holds.

use super::*;
use crate::store::CheckoutStore;

#[async_trait]
impl CheckoutStore for SqliteStore {
    async fn insert_checkout(&self, record: &CheckoutRecord) -> Result<(), StoreError> {
        let record = record.clone();
        self.with(move |c| {
            c.execute(
                "INSERT INTO checkout_sessions (session_id, code, status, created_at, paid_at, gclid, confirmed_at,
                                                secret_hash)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    record.session_id,
                    record.code.as_str(),
                    record.status.as_str(),
                    to_unix(record.created_at),
                    record.paid_at.map(to_unix),
                    record.gclid.as_ref().map(ClickId::as_str),
                    record.confirmed_at.map(to_unix),
                    record.secret_hash.as_ref().map(CheckoutSecretHash::as_str)
                ],
            )
            .map_err(db_err)?;
            Ok(())
        })
        .await
    }
    async fn get_checkout(&self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError> {
        let session_id = session_id.to_string();
        self.read(|c| {
            let row = c
                .query_row(
                    "SELECT session_id, code, status, created_at, paid_at, gclid, confirmed_at, secret_hash
                     FROM checkout_sessions WHERE session_id = ?1",
                    params![session_id],
                    |r| {
                        Ok((
                            r.get::<_, String>(0)?,
                            r.get::<_, String>(1)?,
                            r.get::<_, String>(2)?,
                            r.get::<_, i64>(3)?,
                            r.get::<_, Option<i64>>(4)?,
                            r.get::<_, Option<String>>(5)?,
                            r.get::<_, Option<i64>>(6)?,
                            r.get::<_, Option<String>>(7)?,
                        ))
                    },
                )
                .optional()
                .map_err(db_err)?;
            row.map(|(session_id, code, status, created_at, paid_at, gclid, confirmed_at, secret_hash)| {
                Ok(CheckoutRecord {
                    session_id,
                    code: parse_code(&code)?,
                    status: CheckoutStatus::parse(&status)?,
                    created_at: from_unix(created_at)?,
                    paid_at: paid_at.map(from_unix).transpose()?,
                    gclid: gclid.as_deref().and_then(ClickId::parse),
                    confirmed_at: confirmed_at.map(from_unix).transpose()?,
                    secret_hash: secret_hash.as_deref().and_then(CheckoutSecretHash::parse),
                })
            })
            .transpose()
        })
        .await
    }
    async fn fulfil_checkout(&self, session_id: &str, now: OffsetDateTime) -> Result<Fulfilment, StoreError> {
        let session_id = session_id.to_string();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let row: Option<(String, String)> = tx
                .query_row(
                    "SELECT code, status FROM checkout_sessions WHERE session_id = ?1",
                    params![session_id],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()
                .map_err(db_err)?;
            let Some((code, status)) = row else { return Ok(Fulfilment::UnknownSession) };
            let newly = CheckoutStatus::parse(&status)? == CheckoutStatus::Open;
            if newly {
                tx.execute(
                    "UPDATE checkout_sessions SET status = 'paid', paid_at = ?2 WHERE session_id = ?1",
                    params![session_id, to_unix(now)],
                )
                .map_err(db_err)?;
                tx.execute(
                    "UPDATE document_codes SET is_active = 1, credits_total = ?2, credits_used = 0, expires_at = ?3
                     WHERE code = ?1",
                    params![code, CREDITS_PER_PURCHASE, to_unix(now + CODE_VALIDITY)],
                )
                .map_err(db_err)?;
            }
            let record = read_code(&tx, &code)?.ok_or_else(|| StoreError::new("checkout points at a missing code"))?;
            tx.commit().map_err(db_err)?;
            Ok(if newly { Fulfilment::Activated(record) } else { Fulfilment::AlreadyFulfilled(record) })
        })
        .await
    }
    async fn confirm_purchase(&self, session_id: &str, now: OffsetDateTime) -> Result<bool, StoreError> {
        let session_id = session_id.to_string();
        self.with(move |c| {
            let marked = c
                .execute(
                    "UPDATE checkout_sessions SET confirmed_at = ?2
                     WHERE session_id = ?1 AND status = 'paid' AND confirmed_at IS NULL",
                    params![session_id, to_unix(now)],
                )
                .map_err(db_err)?;
            Ok(marked == 1)
        })
        .await
    }
    async fn hold_checkout_place(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: &PlacePolicy,
        now: OffsetDateTime,
    ) -> Result<PlaceHold, StoreError> {
        let (client_key, fingerprint, policy) = (client_key.to_string(), code_fingerprint(code.as_str()), *policy);
        self.with(move |c| {
            // One IMMEDIATE transaction: however many checkouts arrive at once, they are decided one after another.
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let held: Vec<i64> = tx
                .prepare_cached("SELECT held_until FROM checkout_places WHERE client_key = ?1 AND held_until > ?2")
                .and_then(|mut statement| {
                    statement.query_map(params![client_key, to_unix(now)], |r| r.get(0))?.collect::<Result<_, _>>()
                })
                .map_err(db_err)?;
            let held = held.into_iter().map(from_unix).collect::<Result<Vec<_>, _>>()?;
            if let Err(until) = policy.admit(held, now) {
                return Ok(PlaceHold::Full { until });
            }
            tx.execute(
                "INSERT OR REPLACE INTO checkout_places (code_fingerprint, client_key, held_until) VALUES (?1, ?2, ?3)",
                params![fingerprint, client_key, to_unix(now + policy.hold_for)],
            )
            .map_err(db_err)?;
            tx.commit().map_err(db_err)?;
            Ok(PlaceHold::Held)
        })
        .await
    }
    async fn release_checkout_place(&self, code: &DocumentCode) -> Result<(), StoreError> {
        let fingerprint = code_fingerprint(code.as_str());
        self.with(move |c| {
            c.execute("DELETE FROM checkout_places WHERE code_fingerprint = ?1", params![fingerprint])
                .map_err(db_err)?;
            Ok(())
        })
        .await
    }
}
