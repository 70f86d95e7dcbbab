//! The SQLite store's part for purchases and the operator's actions on them: the buyer, the guarantee's extra credits
//! and refunds, each in the audit log.

use super::*;
use crate::store::AuditStore;

#[async_trait]
impl AuditStore for SqliteStore {
    async fn record_buyer(
        &self,
        code: &DocumentCode,
        checkout_session_id: &str,
        buyer_email: Option<&str>,
    ) -> Result<(), StoreError> {
        let code = code.as_str().to_string();
        let session = checkout_session_id.to_string();
        let email = buyer_email.map(|e| e.trim().to_lowercase());
        self.with(move |c| {
            c.execute(
                "UPDATE document_codes SET checkout_session_id = ?2, buyer_email = COALESCE(?3, buyer_email) WHERE code = ?1",
                params![code, session, email],
            )
            .map_err(db_err)?;
            Ok(())
        })
        .await
    }
    async fn find_purchase(&self, code: &DocumentCode) -> Result<Option<Purchase>, StoreError> {
        let code = code.as_str().to_string();
        self.read(|c| read_purchase(c, &code)).await
    }
    async fn find_purchases_by_email(&self, email: &str) -> Result<Vec<Purchase>, StoreError> {
        let email = email.trim().to_lowercase();
        self.read(|c| {
            let codes: Vec<String> = c
                .prepare_cached("SELECT code FROM document_codes WHERE buyer_email = ?1 ORDER BY created_at DESC")
                .map_err(db_err)?
                .query_map(params![email], |r| r.get(0))
                .map_err(db_err)?
                .collect::<Result<_, _>>()
                .map_err(db_err)?;
            let mut purchases = Vec::with_capacity(codes.len());
            for code in codes {
                purchases.extend(read_purchase(c, &code)?);
            }
            Ok(purchases)
        })
        .await
    }
    async fn grant_extra_credits(
        &self,
        code: &DocumentCode,
        credits: u32,
        entry: &AuditEntry,
    ) -> Result<GuaranteeOutcome, StoreError> {
        self.guarantee_action(code, entry, GuaranteeAction::AddCredits, move |tx, code, at| {
            tx.execute(
                "UPDATE document_codes SET credits_total = credits_total + ?2, extra_credits_at = ?3
                 WHERE code = ?1 AND extra_credits_at IS NULL AND refunded_at IS NULL",
                params![code, credits, to_unix(at)],
            )
        })
        .await
    }
    async fn mark_refunded(&self, code: &DocumentCode, entry: &AuditEntry) -> Result<GuaranteeOutcome, StoreError> {
        self.guarantee_action(code, entry, GuaranteeAction::Refund, |tx, code, at| {
            tx.execute(
                "UPDATE document_codes SET is_active = 0, refunded_at = ?2 WHERE code = ?1 AND refunded_at IS NULL",
                params![code, to_unix(at)],
            )
        })
        .await
    }
    async fn audit_entries(&self, code: &DocumentCode) -> Result<Vec<AuditEntry>, StoreError> {
        let code = code.as_str().to_string();
        self.read(|c| {
            let rows: Vec<(String, i64, String, String, String, String)> = c
                .prepare_cached(
                    "SELECT id, at, operator, action, code, reason FROM operator_actions WHERE code = ?1 ORDER BY at, id",
                )
                .map_err(db_err)?
                .query_map(params![code], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)))
                .map_err(db_err)?
                .collect::<Result<_, _>>()
                .map_err(db_err)?;
            rows.into_iter()
                .map(|(id, at, operator, action, code, reason)| {
                    Ok(AuditEntry {
                        id,
                        at: from_unix(at)?,
                        operator,
                        action: GuaranteeAction::parse(&action)
                            .ok_or_else(|| StoreError::new(format!("unknown audit action {action}")))?,
                        code: parse_code(&code)?,
                        reason,
                    })
                })
                .collect()
        })
        .await
    }
}

impl SqliteStore {
    /// One of the guarantee's actions, atomically and once: the purchase read and checked (`guarantee_refusal`),
    /// `update` applied to its code as of the entry's time, the entry added to the audit log, the purchase read back.
    async fn guarantee_action(
        &self,
        code: &DocumentCode,
        entry: &AuditEntry,
        action: GuaranteeAction,
        update: impl FnOnce(&rusqlite::Transaction<'_>, &str, OffsetDateTime) -> rusqlite::Result<usize> + Send + 'static,
    ) -> Result<GuaranteeOutcome, StoreError> {
        let (code, entry) = (code.as_str().to_string(), entry.clone());
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let Some(purchase) = read_purchase(&tx, &code)? else { return Ok(GuaranteeOutcome::UnknownCode) };
            if let Some(refusal) = guarantee_refusal(&purchase, action, entry.at) {
                return Ok(refusal);
            }
            update(&tx, &code, entry.at).map_err(db_err)?;
            insert_audit(&tx, &entry)?;
            let after = read_purchase(&tx, &code)?.ok_or_else(|| StoreError::new("code vanished mid-transaction"))?;
            tx.commit().map_err(db_err)?;
            Ok(GuaranteeOutcome::Done(Box::new(after)))
        })
        .await
    }
}
