//! The SQLite store's part for generation jobs: spending a credit on one, its lease, its progress and its end.

use super::*;
use crate::store::JobStore;

#[async_trait]
impl JobStore for SqliteStore {
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
            // The code record (the key to the job's document) is kept as long as the document is downloadable.
            if let Some(available_until) = job.available_until {
                tx.execute(
                    "UPDATE document_codes SET retained_until = MAX(COALESCE(retained_until, expires_at), ?2)
                     WHERE code = ?1",
                    params![job.code.as_str(), to_unix(available_until)],
                )
                .map_err(db_err)?;
            }
            tx.execute(
                "INSERT INTO generation_jobs (job_id, code, status, updated_at, body, lease_owner, lease_until, attempts)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    job.job_id,
                    job.code.as_str(),
                    job.status.as_str(),
                    to_unix(job.updated_at),
                    to_json(&job)?,
                    job.lease_owner,
                    to_unix(job.lease_until),
                    job.attempts
                ],
            )
            .map_err(db_err)?;
            tx.commit().map_err(db_err)?;
            Ok(())
        })
        .await
    }
    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        let job_id = job_id.to_string();
        self.read(|c| read_job(c, &job_id)).await
    }
    async fn jobs_for_code(&self, code: &DocumentCode) -> Result<Vec<JobRecord>, StoreError> {
        let code = code.as_str().to_string();
        let mut jobs = self
            .read(move |c| {
                let mut statement = c
                    .prepare(&format!("SELECT {JOB_COLUMNS} FROM generation_jobs WHERE code = ?1 AND status != ?2"))
                    .map_err(db_err)?;
                let rows = statement
                    .query_map(params![code, SET_ASIDE_STATUS], JobRow::from_row)
                    .map_err(db_err)?
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(db_err)?;
                Ok(readable_jobs(rows.iter().map(|row| (row.job_id.as_str(), row.parse()))))
            })
            .await?;
        jobs.sort_by(|a, b| (a.created_at, &a.job_id).cmp(&(b.created_at, &b.job_id)));
        Ok(jobs)
    }
    async fn claim_job(
        &self,
        job_id: &str,
        owner: &str,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError> {
        let (job_id, owner) = (job_id.to_string(), owner.to_string());
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let Some(mut job) = read_job(&tx, &job_id)? else { return Ok(None) };
            if !job.is_claimable(now) {
                return Ok(None);
            }
            job.claim(&owner, now, lease_until);
            let claimed = write_job(&tx, &job, ("status IN ('queued', 'running')", vec![]))?;
            tx.commit().map_err(db_err)?;
            Ok(claimed.then_some(job))
        })
        .await
    }
    async fn renew_lease(&self, job_id: &str, owner: &str, lease_until: OffsetDateTime) -> Result<bool, StoreError> {
        let (job_id, owner) = (job_id.to_string(), owner.to_string());
        self.with(move |c| {
            let changed = c
                .execute(
                    "UPDATE generation_jobs SET lease_until = ?3
                     WHERE job_id = ?1 AND status = 'running' AND lease_owner = ?2",
                    params![job_id, owner, to_unix(lease_until)],
                )
                .map_err(db_err)?;
            Ok(changed == 1)
        })
        .await
    }
    async fn update_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        let job = job.clone();
        let owner = job.lease_owner.clone().unwrap_or_default();
        self.with(move |c| write_job(c, &job, guard_condition(JobGuard::HeldBy(&owner)))).await
    }
    async fn complete_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        let job = job.clone();
        let owner = job.lease_owner.clone().unwrap_or_default();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let completed = write_job(&tx, &job, guard_condition(JobGuard::HeldBy(&owner)))?;
            if completed {
                tx.execute(
                    "UPDATE document_codes SET latest_job_id = ?2 WHERE code = ?1",
                    params![job.code.as_str(), job.job_id],
                )
                .map_err(db_err)?;
            }
            tx.commit().map_err(db_err)?;
            Ok(completed)
        })
        .await
    }
    async fn fail_job(&self, job: &JobRecord, guard: JobGuard<'_>) -> Result<bool, StoreError> {
        let condition = guard_condition(guard);
        let mut job = job.clone();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            job.lease_owner = None;
            let failed = write_job(&tx, &job, condition)?;
            if failed {
                refund_credit(&tx, job.code.as_str())?;
            }
            tx.commit().map_err(db_err)?;
            Ok(failed)
        })
        .await
    }
    async fn requeue_job(
        &self,
        job_id: &str,
        guard: JobGuard<'_>,
        due: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError> {
        let condition = guard_condition(guard);
        let job_id = job_id.to_string();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let Some(mut job) = read_job(&tx, &job_id)? else { return Ok(None) };
            job.requeue(due);
            let requeued = write_job(&tx, &job, condition)?;
            tx.commit().map_err(db_err)?;
            Ok(requeued.then_some(job))
        })
        .await
    }
    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError> {
        self.with(|c| read_unfinished(c, "", vec![])).await
    }
    async fn overdue_jobs(&self, now: OffsetDateTime) -> Result<Vec<JobRecord>, StoreError> {
        self.with(move |c| read_unfinished(c, "AND lease_until < ?", vec![Value::Integer(to_unix(now))])).await
    }
}
