//! The SQLite store's part for rate limits: attempt counters and the clients known to hold a code.

use super::*;
use crate::store::LimitStore;

#[async_trait]
impl LimitStore for SqliteStore {
    async fn read_code_attempt(
        &self,
        code: &DocumentCode,
        client_key: &str,
        code_key: Option<&str>,
    ) -> Result<CodeAttempt, StoreError> {
        let code = code.as_str().to_string();
        let client_key = client_key.to_string();
        let code_key = code_key.map(str::to_string);
        self.read(|c| {
            // One statement, so the four reads see one moment of the database without a transaction of their own:
            // this is every validate-document-code, and BEGIN and COMMIT cost as much as the reads.
            let counter = |r: &rusqlite::Row<'_>, at: usize| -> rusqlite::Result<Option<(u32, i64)>> {
                Ok(r.get::<_, Option<u32>>(at)?.zip(r.get::<_, Option<i64>>(at + 1)?))
            };
            let (record, client, client_holds_code, per_code) = c
                .prepare_cached(&format!(
                    "SELECT {CODE_COLUMNS}, k.count, k.last_at,
                            EXISTS (SELECT 1 FROM code_holders WHERE client_key = ?2 AND code_fingerprint = ?3),
                            p.count, p.last_at
                     FROM (SELECT 1)
                     LEFT JOIN document_codes c ON c.code = ?1
                     LEFT JOIN attempt_counters k ON k.key = ?2
                     LEFT JOIN attempt_counters p ON ?4 IS NOT NULL AND p.key = ?4"
                ))
                .map_err(db_err)?
                .query_row(params![code, client_key, code_fingerprint(&code), code_key], |r| {
                    let at = CODE_COLUMN_COUNT;
                    Ok((CodeRow::get(r, 0)?, counter(r, at)?, r.get::<_, bool>(at + 2)?, counter(r, at + 3)?))
                })
                .map_err(db_err)?;
            Ok(CodeAttempt {
                code: record.map(CodeRow::parse).transpose()?,
                client: client.map(counter_from).transpose()?,
                client_holds_code,
                per_code: per_code.map(counter_from).transpose()?,
            })
        })
        .await
    }
    async fn count_attempt(
        &self,
        key: &str,
        policy: &AttemptPolicy,
        now: OffsetDateTime,
    ) -> Result<Counted, StoreError> {
        let (key, policy) = (key.to_string(), *policy);
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let next = policy.next_count(read_counter(&tx, &key)?.as_ref(), now);
            if let Ok(counter) = &next {
                tx.execute(
                    "INSERT OR REPLACE INTO attempt_counters (key, count, last_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
                    params![key, counter.count, to_unix(counter.last_at), to_unix(now + policy.forget_after)],
                )
                .map_err(db_err)?;
            }
            tx.commit().map_err(db_err)?;
            Ok(Counted::from_next(&policy, next))
        })
        .await
    }
    async fn remember_holder(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: Option<&AttemptPolicy>,
        now: OffsetDateTime,
    ) -> Result<Gate, StoreError> {
        let (client_key, fingerprint, policy) =
            (client_key.to_string(), code_fingerprint(code.as_str()), policy.copied());
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let gate = match policy {
                Some(policy) => policy.gate(read_counter(&tx, &client_key)?.as_ref(), now),
                None => Gate::Open { remaining: 0 },
            };
            if let Gate::Open { .. } = gate {
                tx.execute(
                    "INSERT OR REPLACE INTO code_holders (client_key, code_fingerprint, expires_at) VALUES (?1, ?2, ?3)",
                    params![client_key, fingerprint, to_unix(now + HOLDER_RETENTION)],
                )
                .map_err(db_err)?;
            }
            tx.commit().map_err(db_err)?;
            Ok(gate)
        })
        .await
    }
    async fn read_counter(&self, key: &str) -> Result<Option<AttemptCounter>, StoreError> {
        let key = key.to_string();
        self.read(|c| read_counter(c, &key)).await
    }
}
