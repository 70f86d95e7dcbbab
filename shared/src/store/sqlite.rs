//! The embedded record store: one SQLite file under the data folder.
//!
//! A few connections in WAL mode serve the calls, so reads run side by side and never wait for a writer: a read on
//! the calling thread (it is short), a write on a blocking thread. Every rule that must hold under concurrency runs in one `IMMEDIATE` transaction, which SQLite
//! serialises with other writers: the same guarantee as DynamoDB's conditional and transactional writes.

use super::*;
use crate::domain::CODE_VALIDITY;
use crate::domain::CREDITS_PER_PURCHASE;
use crate::limits::code_fingerprint;
use rusqlite::types::Value;
use rusqlite::{params, params_from_iter, Connection, ErrorCode, OptionalExtension, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

mod audit;
mod checkouts;
mod codes;
mod jobs;
mod limits;
mod reviews;

/// Connections for a database file: enough for reads to overlap on this project's 2–4 core machines.
const FILE_POOL_SIZE: usize = 4;
/// How long a connection waits for another writer before the call reports contention.
const BUSY_TIMEOUT_MS: i64 = 5_000;

#[derive(Clone)]
pub struct SqliteStore {
    pool: Arc<Pool>,
}

struct Pool {
    idle: Mutex<Vec<Connection>>,
    permits: Semaphore,
    /// Where to open a replacement if a connection is lost; `None` for an in-memory database, which has one.
    path: Option<PathBuf>,
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
CREATE TABLE IF NOT EXISTS attempt_counters (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS code_holders (
    client_key TEXT NOT NULL,
    code_fingerprint TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (client_key, code_fingerprint)
) WITHOUT ROWID;
-- A client's unpaid checkouts (docs/decisions/0031): one row per checkout's code (its fingerprint), until it is paid
-- or its payment session ends.
CREATE TABLE IF NOT EXISTS checkout_places (
    code_fingerprint TEXT PRIMARY KEY,
    client_key TEXT NOT NULL,
    held_until INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS checkout_places_by_client ON checkout_places (client_key, held_until);
CREATE TABLE IF NOT EXISTS operator_actions (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    operator TEXT NOT NULL,
    action TEXT NOT NULL,
    code TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS operator_actions_by_code ON operator_actions (code, at);
CREATE TABLE IF NOT EXISTS reviews (
    code_id TEXT PRIMARY KEY,
    reviewer_name TEXT,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    feedback TEXT NOT NULL,
    document_type TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
-- The counters' first shape (optimistic versions); counters are short-lived, so they are simply dropped.
DROP TABLE IF EXISTS rate_limits;
";

/// Columns added after a table's first release: (table, name, definition). A database from before gets them on open.
const ADDED_COLUMNS: [(&str, &str, &str); 12] = [
    ("generation_jobs", "lease_owner", "TEXT"),
    ("generation_jobs", "lease_until", "INTEGER NOT NULL DEFAULT 0"),
    ("generation_jobs", "attempts", "INTEGER NOT NULL DEFAULT 0"),
    ("document_codes", "gclid", "TEXT"),
    ("checkout_sessions", "gclid", "TEXT"),
    ("checkout_sessions", "confirmed_at", "INTEGER"),
    // The guarantee: how the code was bought and what the operator did.
    ("document_codes", "checkout_session_id", "TEXT"),
    ("document_codes", "buyer_email", "TEXT"),
    ("document_codes", "extra_credits_at", "INTEGER"),
    ("document_codes", "refunded_at", "INTEGER"),
    // The proof that a browser started the checkout (docs/decisions/0023).
    ("checkout_sessions", "secret_hash", "TEXT"),
    // Kept past the window while a document made near its end is still downloadable (DOCUMENT_GRACE_AFTER_START).
    ("document_codes", "retained_until", "INTEGER"),
];

fn db_err(err: rusqlite::Error) -> StoreError {
    match err.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::contention(err),
        _ => StoreError::new(err),
    }
}

fn open_connection(path: Option<&Path>) -> Result<Connection, StoreError> {
    let connection = match path {
        Some(path) => Connection::open(path),
        None => Connection::open_in_memory(),
    }
    .map_err(db_err)?;
    connection.pragma_update(None, "journal_mode", "WAL").map_err(db_err)?;
    // In WAL mode NORMAL loses nothing when the process is killed, only (rarely) the last commits on power loss.
    connection.pragma_update(None, "synchronous", "NORMAL").map_err(db_err)?;
    connection.pragma_update(None, "busy_timeout", BUSY_TIMEOUT_MS).map_err(db_err)?;
    Ok(connection)
}

fn migrate(connection: &Connection) -> Result<(), StoreError> {
    connection.execute_batch(SCHEMA).map_err(db_err)?;
    for (table, name, definition) in ADDED_COLUMNS {
        let mut statement = connection.prepare("SELECT name FROM pragma_table_info(?1)").map_err(db_err)?;
        let columns: Vec<String> =
            statement.query_map([table], |r| r.get(0)).map_err(db_err)?.collect::<Result<_, _>>().map_err(db_err)?;
        if !columns.iter().any(|c| c == name) {
            connection.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {name} {definition}")).map_err(db_err)?;
        }
    }
    connection
        .execute_batch(
            "CREATE INDEX IF NOT EXISTS generation_jobs_unfinished ON generation_jobs (status, lease_until);
             CREATE INDEX IF NOT EXISTS document_codes_by_buyer ON document_codes (buyer_email);
             CREATE INDEX IF NOT EXISTS generation_jobs_by_code ON generation_jobs (code);",
        )
        .map_err(db_err)
}

impl Pool {
    /// An idle connection; with a permit held there is one, unless a call panicked and lost it, in which case a
    /// replacement is opened (possible only for a file).
    fn take(&self) -> Result<Connection, StoreError> {
        let taken = self.idle.lock().map_err(|_| StoreError::new("sqlite pool mutex poisoned"))?.pop();
        match (taken, &self.path) {
            (Some(connection), _) => Ok(connection),
            (None, Some(path)) => open_connection(Some(path)),
            (None, None) => Err(StoreError::new("the in-memory database's connection was lost")),
        }
    }

    fn give_back(&self, connection: Connection) {
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(connection);
        }
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database file.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| StoreError::new(format!("cannot create {}: {e}", parent.display())))?;
        }
        let first = open_connection(Some(path))?;
        migrate(&first)?;
        let mut connections = vec![first];
        for _ in 1..FILE_POOL_SIZE {
            connections.push(open_connection(Some(path))?);
        }
        Ok(Self::with_connections(connections, Some(path.to_path_buf())))
    }

    /// A private in-memory database, for tests: one connection, since each would see its own database.
    pub fn in_memory() -> Result<Self, StoreError> {
        let connection = open_connection(None)?;
        migrate(&connection)?;
        Ok(Self::with_connections(vec![connection], None))
    }

    fn with_connections(connections: Vec<Connection>, path: Option<PathBuf>) -> Self {
        let permits = Semaphore::new(connections.len());
        SqliteStore { pool: Arc::new(Pool { idle: Mutex::new(connections), permits, path }) }
    }

    /// Runs a read on a pooled connection on this thread. Reads in WAL mode never wait for a writer, so a read is a
    /// few tens of microseconds of CPU: handing it to a blocking thread and back cost more than the read itself (two
    /// context switches a call; measured in docs/benchmarks.md). Anything that writes, and so may wait for the
    /// write lock, goes through `with` instead.
    async fn read<T>(&self, work: impl FnOnce(&Connection) -> Result<T, StoreError>) -> Result<T, StoreError> {
        let _permit =
            self.pool.permits.acquire().await.map_err(|_| StoreError::new("sqlite connection pool closed"))?;
        let connection = self.pool.take()?;
        let result = work(&connection);
        self.pool.give_back(connection);
        result
    }

    /// Runs `work` on a pooled connection on a blocking thread.
    async fn with<T, E>(&self, work: impl FnOnce(&mut Connection) -> Result<T, E> + Send + 'static) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<StoreError> + Send + 'static,
    {
        let pool = self.pool.clone();
        let _permit =
            pool.permits.acquire().await.map_err(|_| E::from(StoreError::new("sqlite connection pool closed")))?;
        let mut connection = pool.take()?;
        let pool_for_task = pool.clone();
        tokio::task::spawn_blocking(move || {
            let result = work(&mut connection);
            pool_for_task.give_back(connection);
            result
        })
        .await
        .map_err(|e| E::from(StoreError::new(format!("sqlite task failed: {e}"))))?
    }
}

/// A code record's columns, in the order [`CodeRow::get`] reads them.
const CODE_COLUMNS: &str =
    "c.code, c.id, c.credits_total, c.credits_used, c.expires_at, c.is_active, c.created_at, c.document_data, \
     c.latest_job_id, c.gclid";
/// How many columns [`CODE_COLUMNS`] names.
const CODE_COLUMN_COUNT: usize = 10;

/// A code record's row as stored: it may fail to parse, which makes it a damaged record.
struct CodeRow {
    code: String,
    id: String,
    total: u32,
    used: u32,
    expires_at: i64,
    is_active: bool,
    created_at: i64,
    data: Option<String>,
    latest_job_id: Option<String>,
    gclid: Option<String>,
}

impl CodeRow {
    /// The record's columns from `at` on, or `None` where the row has no record there (a left join found none).
    fn get(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Option<CodeRow>> {
        let Some(code) = r.get::<_, Option<String>>(at)? else { return Ok(None) };
        Ok(Some(CodeRow {
            code,
            id: r.get(at + 1)?,
            total: r.get(at + 2)?,
            used: r.get(at + 3)?,
            expires_at: r.get(at + 4)?,
            is_active: r.get(at + 5)?,
            created_at: r.get(at + 6)?,
            data: r.get(at + 7)?,
            latest_job_id: r.get(at + 8)?,
            gclid: r.get(at + 9)?,
        }))
    }

    fn parse(self) -> Result<CodeRecord, StoreError> {
        let parsed = (|| {
            Ok(CodeRecord {
                id: self.id,
                code: parse_code(&self.code)?,
                credits: Credits::new(self.total, self.used),
                expires_at: from_unix(self.expires_at)?,
                is_active: self.is_active,
                created_at: from_unix(self.created_at)?,
                document_data: self.data.as_deref().map(from_json).transpose()?,
                latest_job_id: self.latest_job_id,
                gclid: self.gclid.as_deref().and_then(ClickId::parse),
            })
        })();
        parsed.map_err(|err: StoreError| err.in_record(damaged_code_record(&self.code)))
    }
}

fn read_code(c: &Connection, code: &str) -> Result<Option<CodeRecord>, StoreError> {
    let row = c
        .prepare_cached(&format!("SELECT {CODE_COLUMNS} FROM document_codes c WHERE c.code = ?1"))
        .map_err(db_err)?
        .query_row(params![code], |r| CodeRow::get(r, 0))
        .optional()
        .map_err(db_err)?
        .flatten();
    row.map(CodeRow::parse).transpose()
}

const JOB_COLUMNS: &str = "job_id, code, body, lease_owner, lease_until, attempts";

/// One job row as stored: the body may fail to parse, which the caller decides how to treat.
struct JobRow {
    job_id: String,
    code: String,
    body: String,
    lease_owner: Option<String>,
    lease_until: i64,
    attempts: u32,
}

impl JobRow {
    fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<JobRow> {
        Ok(JobRow {
            job_id: r.get(0)?,
            code: r.get(1)?,
            body: r.get(2)?,
            lease_owner: r.get(3)?,
            lease_until: r.get(4)?,
            attempts: r.get(5)?,
        })
    }

    fn parse(&self) -> Result<JobRecord, StoreError> {
        let mut job: JobRecord = from_json(&self.body)?;
        job.lease_owner = self.lease_owner.clone();
        job.lease_until = from_unix(self.lease_until)?;
        job.attempts = self.attempts;
        Ok(job)
    }
}

/// A job by id; a row set aside as unreadable counts as absent.
fn read_job(c: &Connection, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
    let row = c
        .query_row(
            &format!("SELECT {JOB_COLUMNS} FROM generation_jobs WHERE job_id = ?1 AND status != ?2"),
            params![job_id, SET_ASIDE_STATUS],
            JobRow::from_row,
        )
        .optional()
        .map_err(db_err)?;
    row.map(|row| row.parse()).transpose()
}

/// The SQL condition and its values for a guard.
fn guard_condition(guard: JobGuard<'_>) -> (&'static str, Vec<Value>) {
    match guard {
        JobGuard::HeldBy(owner) => ("status = 'running' AND lease_owner = ?", vec![Value::Text(owner.to_string())]),
        JobGuard::OverdueAt(now) => {
            ("status IN ('queued', 'running') AND lease_until < ?", vec![Value::Integer(to_unix(now))])
        }
        JobGuard::AnyUnfinished => ("status IN ('queued', 'running')", vec![]),
    }
}

/// Writes the whole job (body, status and lease) where `condition` holds; `true` when it did.
fn write_job(c: &Connection, job: &JobRecord, condition: (&str, Vec<Value>)) -> Result<bool, StoreError> {
    let (condition, condition_values) = condition;
    let sql = format!(
        "UPDATE generation_jobs SET status = ?, updated_at = ?, body = ?, lease_owner = ?, lease_until = ?, attempts = ?
         WHERE job_id = ? AND {condition}"
    );
    let mut values = vec![
        Value::Text(job.status.as_str().to_string()),
        Value::Integer(to_unix(job.updated_at)),
        Value::Text(to_json(job)?),
        job.lease_owner.clone().map_or(Value::Null, Value::Text),
        Value::Integer(to_unix(job.lease_until)),
        Value::Integer(job.attempts.into()),
        Value::Text(job.job_id.clone()),
    ];
    values.extend(condition_values);
    let changed = c.execute(&sql, params_from_iter(values)).map_err(db_err)?;
    Ok(changed == 1)
}

fn refund_credit(c: &Connection, code: &str) -> Result<(), StoreError> {
    c.execute(
        "UPDATE document_codes SET credits_used = credits_used - 1 WHERE code = ?1 AND credits_used > 0",
        params![code],
    )
    .map_err(db_err)?;
    Ok(())
}

/// Reads the unfinished job rows matching `filter`, setting aside (and refunding) any that cannot be read.
fn read_unfinished(c: &mut Connection, filter: &str, values: Vec<Value>) -> Result<Vec<JobRecord>, StoreError> {
    let rows: Vec<JobRow> = {
        let mut statement = c
            .prepare(&format!(
                "SELECT {JOB_COLUMNS} FROM generation_jobs WHERE status IN ('queued', 'running') {filter}"
            ))
            .map_err(db_err)?;
        let rows = statement.query_map(params_from_iter(values), JobRow::from_row).map_err(db_err)?;
        rows.collect::<Result<_, _>>().map_err(db_err)?
    };
    let mut jobs = Vec::with_capacity(rows.len());
    for row in rows {
        match row.parse() {
            Ok(job) => jobs.push(job),
            Err(err) => {
                tracing::error!(job_id = %row.job_id, error = %err, "unreadable job row set aside; its credit is returned");
                let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
                let changed = tx
                    .execute(
                        "UPDATE generation_jobs SET status = ?2 WHERE job_id = ?1 AND status IN ('queued', 'running')",
                        params![row.job_id, SET_ASIDE_STATUS],
                    )
                    .map_err(db_err)?;
                if changed == 1 {
                    refund_credit(&tx, &row.code)?;
                }
                tx.commit().map_err(db_err)?;
            }
        }
    }
    Ok(jobs)
}

fn read_counter(c: &Connection, key: &str) -> Result<Option<AttemptCounter>, StoreError> {
    let row: Option<(u32, i64)> = c
        .prepare_cached("SELECT count, last_at FROM attempt_counters WHERE key = ?1")
        .map_err(db_err)?
        .query_row(params![key], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()
        .map_err(db_err)?;
    row.map(counter_from).transpose()
}

/// A counter's stored columns (count, last_at) as the counter.
fn counter_from((count, last_at): (u32, i64)) -> Result<AttemptCounter, StoreError> {
    Ok(AttemptCounter { count, last_at: from_unix(last_at)? })
}

fn read_purchase(c: &Connection, code: &str) -> Result<Option<Purchase>, StoreError> {
    let Some(record) = read_code(c, code)? else { return Ok(None) };
    let (checkout_session_id, buyer_email, extra_credits_at, refunded_at) = c
        .prepare_cached(
            // Codes paid before the session was recorded with them still name it in their paid checkout.
            "SELECT COALESCE(checkout_session_id, (SELECT session_id FROM checkout_sessions s
                                                   WHERE s.code = document_codes.code AND s.status = 'paid')),
                    buyer_email, extra_credits_at, refunded_at
             FROM document_codes WHERE code = ?1",
        )
        .map_err(db_err)?
        .query_row(params![code], |r| {
            Ok((
                r.get::<_, Option<String>>(0)?,
                r.get::<_, Option<String>>(1)?,
                r.get::<_, Option<i64>>(2)?,
                r.get::<_, Option<i64>>(3)?,
            ))
        })
        .map_err(db_err)?;
    Ok(Some(Purchase {
        record,
        checkout_session_id,
        buyer_email,
        extra_credits_at: extra_credits_at.map(from_unix).transpose()?,
        refunded_at: refunded_at.map(from_unix).transpose()?,
    }))
}

fn insert_audit(c: &Connection, entry: &AuditEntry) -> Result<(), StoreError> {
    c.execute(
        "INSERT INTO operator_actions (id, at, operator, action, code, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![entry.id, to_unix(entry.at), entry.operator, entry.action.as_str(), entry.code.as_str(), entry.reason],
    )
    .map_err(db_err)?;
    Ok(())
}

#[async_trait]
impl RecordStore for SqliteStore {
    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        let codes: i64 = self
            .read(|c| c.query_row("SELECT count(*) FROM document_codes", [], |r| r.get(0)).map_err(db_err))
            .await
            .map_err(|err| {
                tracing::warn!(error = %err, "integrations check: the SQLite query failed");
                crate::health::CheckFailure::new(crate::health::FailureKind::Other, "the SQLite query failed")
            })?;
        let place = match &self.pool.path {
            Some(path) => path.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default(),
            None => "in memory".into(),
        };
        Ok(format!("SQLite ({place}): a query answered, {codes} code records"))
    }
    /// Deletes what has expired, as DynamoDB's TTL does in production.
    async fn purge_expired(&self, now: OffsetDateTime) -> Result<Vec<String>, StoreError> {
        let now = to_unix(now);
        let job_cutoff = now - JOB_RETENTION.whole_seconds();
        self.with(move |c| {
            // A code's documents go with its window, or after the last one's grace when later (before the code, which
            // says when that ends); old jobs anyway.
            let expired_jobs = "FROM generation_jobs WHERE updated_at < ?1
                 OR code IN (SELECT code FROM document_codes WHERE COALESCE(retained_until, expires_at) < ?2)";
            let job_ids = c
                .prepare(&format!("SELECT job_id {expired_jobs}"))
                .and_then(|mut statement| {
                    statement
                        .query_map(params![job_cutoff, now], |row| row.get::<_, String>(0))?
                        .collect::<Result<Vec<String>, _>>()
                })
                .map_err(db_err)?;
            c.execute(&format!("DELETE {expired_jobs}"), params![job_cutoff, now]).map_err(db_err)?;
            c.execute("DELETE FROM document_codes WHERE COALESCE(retained_until, expires_at) < ?1", params![now])
                .map_err(db_err)?;
            c.execute("DELETE FROM checkout_sessions WHERE created_at < ?1", params![job_cutoff]).map_err(db_err)?;
            c.execute("DELETE FROM attempt_counters WHERE expires_at < ?1", params![now]).map_err(db_err)?;
            c.execute("DELETE FROM code_holders WHERE expires_at < ?1", params![now]).map_err(db_err)?;
            c.execute("DELETE FROM checkout_places WHERE held_until <= ?1", params![now]).map_err(db_err)?;
            c.execute("DELETE FROM reviews WHERE expires_at < ?1", params![now]).map_err(db_err)?;
            Ok(job_ids)
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

    #[tokio::test]
    async fn a_codes_jobs_go_with_its_window_and_their_ids_are_answered_for_their_files() {
        let store = SqliteStore::in_memory().unwrap();
        let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
        let mut ended = CodeRecord::pending(DocumentCode::parse("ENDED234").unwrap(), DocumentData::default(), now);
        ended.is_active = true;
        ended.credits = Credits::new(6, 0);
        ended.expires_at = now + time::Duration::days(1);
        let mut live = CodeRecord::pending(DocumentCode::parse("LIVE2345").unwrap(), DocumentData::default(), now);
        live.is_active = true;
        live.credits = Credits::new(6, 0);
        live.expires_at = now + time::Duration::days(10);
        store.insert_code(&ended).await.unwrap();
        store.insert_code(&live).await.unwrap();
        let mut ended_job = JobRecord::new(ended.code.clone(), DocumentData::default(), JobStatus::Queued, now);
        ended_job.available_until = Some(document_available_until(ended.expires_at, now));
        let live_job = JobRecord::new(live.code.clone(), DocumentData::default(), JobStatus::Queued, now);
        store.start_job(&ended_job, now).await.unwrap();
        store.start_job(&live_job, now).await.unwrap();

        // Two days on the first code's window has ended, but its job, started a day before the end, is within its
        // grace (DOCUMENT_GRACE_AFTER_START): the job and its code are kept.
        assert!(store.purge_expired(now + time::Duration::days(2)).await.unwrap().is_empty());
        assert!(store.get_code(&ended.code).await.unwrap().is_some(), "the key to a downloadable document is kept");
        // Three days on the grace is over too, long before the jobs' 31-day retention.
        let removed = store.purge_expired(now + time::Duration::days(3)).await.unwrap();
        assert_eq!(removed, vec![ended_job.job_id.clone()]);
        assert!(store.get_code(&ended.code).await.unwrap().is_none());
        assert!(store.get_job(&ended_job.job_id).await.unwrap().is_none(), "its document went with the window");
        assert!(store.get_job(&live_job.job_id).await.unwrap().is_some(), "a live code keeps its documents");
    }

    #[tokio::test]
    async fn a_database_from_before_click_ids_opens_and_keeps_its_codes_and_checkouts() {
        let path = std::env::temp_dir().join(format!("legacy-click-{}.sqlite3", uuid::Uuid::new_v4()));
        let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
        {
            let legacy = Connection::open(&path).unwrap();
            legacy
                .execute_batch(
                    "CREATE TABLE document_codes (code TEXT PRIMARY KEY, id TEXT NOT NULL, credits_total INTEGER NOT NULL,
                     credits_used INTEGER NOT NULL, expires_at INTEGER NOT NULL, is_active INTEGER NOT NULL,
                     created_at INTEGER NOT NULL, document_data TEXT, latest_job_id TEXT);
                     CREATE TABLE checkout_sessions (session_id TEXT PRIMARY KEY, code TEXT NOT NULL, status TEXT NOT NULL,
                     created_at INTEGER NOT NULL, paid_at INTEGER);",
                )
                .unwrap();
            legacy
                .execute(
                    "INSERT INTO document_codes VALUES ('OLDC2345', 'id', 0, 0, ?1, 0, ?2, NULL, NULL)",
                    params![to_unix(now + PENDING_RETENTION), to_unix(now)],
                )
                .unwrap();
            legacy
                .execute(
                    "INSERT INTO checkout_sessions VALUES ('cs_old', 'OLDC2345', 'paid', ?1, ?1)",
                    params![to_unix(now)],
                )
                .unwrap();
        }
        let store = SqliteStore::open(&path).unwrap();
        let code = store.get_code(&DocumentCode::parse("OLDC2345").unwrap()).await.unwrap().unwrap();
        assert_eq!(code.gclid, None);
        let checkout = store.get_checkout("cs_old").await.unwrap().unwrap();
        assert_eq!((checkout.gclid, checkout.confirmed_at), (None, None));
        assert!(store.confirm_purchase("cs_old", now).await.unwrap(), "an old paid session is new once");
        assert!(!store.confirm_purchase("cs_old", now).await.unwrap());
        let _ = std::fs::remove_file(&path);
    }

    #[tokio::test]
    async fn a_database_from_before_job_leases_opens_and_its_jobs_are_overdue() {
        let path = std::env::temp_dir().join(format!("legacy-{}.sqlite3", uuid::Uuid::new_v4()));
        {
            let legacy = Connection::open(&path).unwrap();
            legacy
                .execute_batch(
                    "CREATE TABLE generation_jobs (job_id TEXT PRIMARY KEY, code TEXT NOT NULL, status TEXT NOT NULL,
                     updated_at INTEGER NOT NULL, body TEXT NOT NULL);",
                )
                .unwrap();
            let now = OffsetDateTime::now_utc();
            let job = JobRecord::new(
                DocumentCode::parse("LEGACY23").unwrap(),
                DocumentData::default(),
                JobStatus::Running,
                now,
            );
            legacy
                .execute(
                    "INSERT INTO generation_jobs (job_id, code, status, updated_at, body) VALUES (?1, ?2, 'running', ?3, ?4)",
                    params![job.job_id, job.code.as_str(), to_unix(now), serde_json::to_string(&job).unwrap()],
                )
                .unwrap();
        }
        let store = SqliteStore::open(&path).unwrap();
        let overdue = store.overdue_jobs(OffsetDateTime::now_utc()).await.unwrap();
        assert_eq!(overdue.len(), 1, "a job from before leases has no lease, so the sweeper takes it");
        let _ = std::fs::remove_file(&path);
    }
}
