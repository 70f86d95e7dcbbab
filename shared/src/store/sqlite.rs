//! The embedded record store: one SQLite file under the data folder.
//!
//! Every operation runs on a blocking thread over one connection behind a mutex, and every multi-step rule runs in
//! one `IMMEDIATE` transaction, which gives the same guarantees as DynamoDB's conditional and transactional writes.

use super::*;
use crate::domain::CODE_VALIDITY;
use crate::domain::CREDITS_PER_PURCHASE;
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use std::path::Path;
use std::sync::{Arc, Mutex};

#[derive(Clone)]
pub struct SqliteStore {
    connection: Arc<Mutex<Connection>>,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS document_codes (
    code TEXT PRIMARY KEY,
    id TEXT NOT NULL,
    credits_total INTEGER NOT NULL,
    credits_used INTEGER NOT NULL CHECK (credits_used >= 0 AND credits_used <= credits_total),
    expires_at INTEGER NOT NULL,
    is_active INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    document_data TEXT,
    latest_job_id TEXT
);
CREATE TABLE IF NOT EXISTS checkout_sessions (
    session_id TEXT PRIMARY KEY,
    code TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    paid_at INTEGER
);
CREATE TABLE IF NOT EXISTS generation_jobs (
    job_id TEXT PRIMARY KEY,
    code TEXT NOT NULL,
    status TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rate_limits (
    key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    blocked_until INTEGER,
    updated_at INTEGER NOT NULL,
    version INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
";

fn db_err(err: impl std::fmt::Display) -> StoreError {
    StoreError::new(err)
}

impl SqliteStore {
    /// Opens (creating if needed) the database file, in WAL mode so readers never wait on the writer.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| StoreError::new(format!("cannot create {}: {e}", parent.display())))?;
        }
        let connection = Connection::open(path).map_err(db_err)?;
        Self::init(connection)
    }

    /// A private in-memory database, for tests.
    pub fn in_memory() -> Result<Self, StoreError> {
        Self::init(Connection::open_in_memory().map_err(db_err)?)
    }

    fn init(connection: Connection) -> Result<Self, StoreError> {
        connection.pragma_update(None, "journal_mode", "WAL").map_err(db_err)?;
        connection.pragma_update(None, "busy_timeout", 5_000).map_err(db_err)?;
        connection.execute_batch(SCHEMA).map_err(db_err)?;
        Ok(SqliteStore { connection: Arc::new(Mutex::new(connection)) })
    }

    async fn with<T, E>(&self, work: impl FnOnce(&mut Connection) -> Result<T, E> + Send + 'static) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<StoreError> + Send + 'static,
    {
        let connection = self.connection.clone();
        tokio::task::spawn_blocking(move || {
            let mut guard = connection.lock().map_err(|_| StoreError::new("sqlite connection mutex poisoned"))?;
            work(&mut guard)
        })
        .await
        .map_err(|e| E::from(StoreError::new(format!("sqlite task failed: {e}"))))?
    }
}

fn read_code(c: &Connection, code: &str) -> Result<Option<CodeRecord>, StoreError> {
    let row = c
        .query_row(
            "SELECT code, id, credits_total, credits_used, expires_at, is_active, created_at, document_data, latest_job_id
             FROM document_codes WHERE code = ?1",
            params![code],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, u32>(2)?,
                    r.get::<_, u32>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, bool>(5)?,
                    r.get::<_, i64>(6)?,
                    r.get::<_, Option<String>>(7)?,
                    r.get::<_, Option<String>>(8)?,
                ))
            },
        )
        .optional()
        .map_err(db_err)?;
    let Some((code, id, total, used, expires_at, is_active, created_at, data, latest_job_id)) = row else {
        return Ok(None);
    };
    Ok(Some(CodeRecord {
        id,
        code: parse_code(&code)?,
        credits: Credits::new(total, used),
        expires_at: from_unix(expires_at)?,
        is_active,
        created_at: from_unix(created_at)?,
        document_data: data.as_deref().map(from_json).transpose()?,
        latest_job_id,
    }))
}

fn read_job(c: &Connection, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
    let body: Option<String> = c
        .query_row("SELECT body FROM generation_jobs WHERE job_id = ?1", params![job_id], |r| r.get(0))
        .optional()
        .map_err(db_err)?;
    body.as_deref().map(from_json).transpose()
}

fn write_job_body(c: &Connection, job: &JobRecord, only_if_status: &[&str]) -> Result<bool, StoreError> {
    let allowed = only_if_status.iter().map(|s| format!("'{s}'")).collect::<Vec<_>>().join(",");
    let sql = format!(
        "UPDATE generation_jobs SET status = ?2, updated_at = ?3, body = ?4 WHERE job_id = ?1 AND status IN ({allowed})"
    );
    let changed = c
        .execute(&sql, params![job.job_id, job.status.as_str(), to_unix(job.updated_at), to_json(job)?])
        .map_err(db_err)?;
    Ok(changed == 1)
}

#[async_trait]
impl RecordStore for SqliteStore {
    async fn insert_code(&self, record: &CodeRecord) -> Result<bool, StoreError> {
        let record = record.clone();
        self.with(move |c| {
            let data = record.document_data.as_ref().map(to_json).transpose()?;
            let inserted = c
                .execute(
                    "INSERT OR IGNORE INTO document_codes
                     (code, id, credits_total, credits_used, expires_at, is_active, created_at, document_data, latest_job_id)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                    params![
                        record.code.as_str(),
                        record.id,
                        record.credits.total(),
                        record.credits.used(),
                        to_unix(record.expires_at),
                        record.is_active,
                        to_unix(record.created_at),
                        data,
                        record.latest_job_id
                    ],
                )
                .map_err(db_err)?;
            Ok(inserted == 1)
        })
        .await
    }

    async fn get_code(&self, code: &DocumentCode) -> Result<Option<CodeRecord>, StoreError> {
        let code = code.as_str().to_string();
        self.with(move |c| read_code(c, &code)).await
    }

    async fn set_document_data(&self, code: &DocumentCode, data: Option<&DocumentData>) -> Result<(), StoreError> {
        let code = code.as_str().to_string();
        let data = data.map(to_json).transpose()?;
        self.with(move |c| {
            c.execute("UPDATE document_codes SET document_data = ?2 WHERE code = ?1", params![code, data])
                .map_err(db_err)?;
            Ok(())
        })
        .await
    }

    async fn insert_checkout(&self, record: &CheckoutRecord) -> Result<(), StoreError> {
        let record = record.clone();
        self.with(move |c| {
            c.execute(
                "INSERT INTO checkout_sessions (session_id, code, status, created_at, paid_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    record.session_id,
                    record.code.as_str(),
                    record.status.as_str(),
                    to_unix(record.created_at),
                    record.paid_at.map(to_unix)
                ],
            )
            .map_err(db_err)?;
            Ok(())
        })
        .await
    }

    async fn get_checkout(&self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError> {
        let session_id = session_id.to_string();
        self.with(move |c| {
            let row = c
                .query_row(
                    "SELECT session_id, code, status, created_at, paid_at FROM checkout_sessions WHERE session_id = ?1",
                    params![session_id],
                    |r| {
                        Ok((
                            r.get::<_, String>(0)?,
                            r.get::<_, String>(1)?,
                            r.get::<_, String>(2)?,
                            r.get::<_, i64>(3)?,
                            r.get::<_, Option<i64>>(4)?,
                        ))
                    },
                )
                .optional()
                .map_err(db_err)?;
            row.map(|(session_id, code, status, created_at, paid_at)| {
                Ok(CheckoutRecord {
                    session_id,
                    code: parse_code(&code)?,
                    status: CheckoutStatus::parse(&status)?,
                    created_at: from_unix(created_at)?,
                    paid_at: paid_at.map(from_unix).transpose()?,
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

    async fn start_job(&self, job: &JobRecord, now: OffsetDateTime) -> Result<(), SpendError> {
        let job = job.clone();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let record = read_code(&tx, job.code.as_str())?.ok_or(SpendError::UnknownCode)?;
            if !record.is_active {
                return Err(SpendError::Inactive);
            }
            if record.is_expired(now) {
                return Err(SpendError::Expired);
            }
            let spent = tx
                .execute(
                    "UPDATE document_codes SET credits_used = credits_used + 1
                     WHERE code = ?1 AND credits_used < credits_total",
                    params![job.code.as_str()],
                )
                .map_err(db_err)?;
            if spent != 1 {
                return Err(SpendError::NoCredits);
            }
            tx.execute(
                "INSERT INTO generation_jobs (job_id, code, status, updated_at, body) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![job.job_id, job.code.as_str(), job.status.as_str(), to_unix(job.updated_at), to_json(&job)?],
            )
            .map_err(db_err)?;
            tx.commit().map_err(db_err)?;
            Ok(())
        })
        .await
    }

    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        let job_id = job_id.to_string();
        self.with(move |c| read_job(c, &job_id)).await
    }

    async fn claim_job(
        &self,
        job_id: &str,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let job_id = job_id.to_string();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let Some(mut job) = read_job(&tx, &job_id)? else { return Ok(false) };
            let claimable =
                job.status == JobStatus::Queued || (job.status == JobStatus::Running && job.updated_at < stale_before);
            if !claimable {
                return Ok(false);
            }
            job.status = JobStatus::Running;
            job.updated_at = now;
            let claimed = write_job_body(&tx, &job, &["queued", "running"])?;
            tx.commit().map_err(db_err)?;
            Ok(claimed)
        })
        .await
    }

    async fn update_job(&self, job: &JobRecord) -> Result<(), StoreError> {
        let job = job.clone();
        self.with(move |c| write_job_body(c, &job, &["running"]).map(|_| ())).await
    }

    async fn complete_job(&self, job: &JobRecord) -> Result<(), StoreError> {
        let job = job.clone();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            if write_job_body(&tx, &job, &["running"])? {
                tx.execute(
                    "UPDATE document_codes SET latest_job_id = ?2 WHERE code = ?1",
                    params![job.code.as_str(), job.job_id],
                )
                .map_err(db_err)?;
            }
            tx.commit().map_err(db_err)
        })
        .await
    }

    async fn fail_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        let job = job.clone();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let failed = write_job_body(&tx, &job, &["queued", "running"])?;
            if failed {
                tx.execute(
                    "UPDATE document_codes SET credits_used = credits_used - 1 WHERE code = ?1 AND credits_used > 0",
                    params![job.code.as_str()],
                )
                .map_err(db_err)?;
            }
            tx.commit().map_err(db_err)?;
            Ok(failed)
        })
        .await
    }

    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError> {
        self.with(|c| {
            let mut statement =
                c.prepare("SELECT body FROM generation_jobs WHERE status IN ('queued', 'running')").map_err(db_err)?;
            let bodies = statement
                .query_map([], |r| r.get::<_, String>(0))
                .map_err(db_err)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db_err)?;
            bodies.iter().map(|b| from_json(b)).collect()
        })
        .await
    }

    async fn get_attempts(&self, key: &str) -> Result<Option<AttemptRecord>, StoreError> {
        let key = key.to_string();
        self.with(move |c| {
            let row = c
                .query_row(
                    "SELECT key, failures, blocked_until, updated_at, version FROM rate_limits WHERE key = ?1",
                    params![key],
                    |r| {
                        Ok((
                            r.get::<_, String>(0)?,
                            r.get::<_, u32>(1)?,
                            r.get::<_, Option<i64>>(2)?,
                            r.get::<_, i64>(3)?,
                            r.get::<_, u64>(4)?,
                        ))
                    },
                )
                .optional()
                .map_err(db_err)?;
            row.map(|(key, failures, blocked_until, updated_at, version)| {
                Ok(AttemptRecord {
                    key,
                    failures,
                    blocked_until: blocked_until.map(from_unix).transpose()?,
                    updated_at: from_unix(updated_at)?,
                    version,
                })
            })
            .transpose()
        })
        .await
    }

    async fn put_attempts(&self, record: &AttemptRecord, expires_at: OffsetDateTime) -> Result<bool, StoreError> {
        let record = record.clone();
        self.with(move |c| {
            let values = params![
                record.key,
                record.failures,
                record.blocked_until.map(to_unix),
                to_unix(record.updated_at),
                record.version,
                to_unix(expires_at)
            ];
            let written = if record.version <= 1 {
                c.execute(
                    "INSERT OR IGNORE INTO rate_limits (key, failures, blocked_until, updated_at, version, expires_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    values,
                )
            } else {
                c.execute(
                    "UPDATE rate_limits SET failures = ?2, blocked_until = ?3, updated_at = ?4, version = ?5, expires_at = ?6
                     WHERE key = ?1 AND version = ?5 - 1",
                    values,
                )
            }
            .map_err(db_err)?;
            Ok(written == 1)
        })
        .await
    }

    async fn delete_attempts(&self, key: &str) -> Result<(), StoreError> {
        let key = key.to_string();
        self.with(move |c| {
            c.execute("DELETE FROM rate_limits WHERE key = ?1", params![key]).map_err(db_err)?;
            Ok(())
        })
        .await
    }

    /// Deletes what has expired, as DynamoDB's TTL does in production.
    async fn purge_expired(&self, now: OffsetDateTime) -> Result<(), StoreError> {
        let now = to_unix(now);
        let job_cutoff = now - JOB_RETENTION.whole_seconds();
        self.with(move |c| {
            c.execute("DELETE FROM document_codes WHERE expires_at < ?1", params![now]).map_err(db_err)?;
            c.execute("DELETE FROM checkout_sessions WHERE created_at < ?1", params![job_cutoff]).map_err(db_err)?;
            c.execute("DELETE FROM generation_jobs WHERE updated_at < ?1", params![job_cutoff]).map_err(db_err)?;
            c.execute("DELETE FROM rate_limits WHERE expires_at < ?1", params![now]).map_err(db_err)?;
            Ok(())
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn purging_deletes_expired_codes_and_old_jobs_but_keeps_live_ones() {
        let store = SqliteStore::in_memory().unwrap();
        let now = OffsetDateTime::now_utc();
        let stale = CodeRecord::pending(
            DocumentCode::parse("STALE234").unwrap(),
            DocumentData::default(),
            now - time::Duration::days(2),
        );
        let live = CodeRecord::pending(DocumentCode::parse("LIVE2345").unwrap(), DocumentData::default(), now);
        store.insert_code(&stale).await.unwrap();
        store.insert_code(&live).await.unwrap();
        store.purge_expired(now).await.unwrap();
        assert!(store.get_code(&stale.code).await.unwrap().is_none(), "an unpaid code is gone after a day");
        assert!(store.get_code(&live.code).await.unwrap().is_some());
    }
}
