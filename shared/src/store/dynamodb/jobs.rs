//! The DynamoDB store's part for generation jobs: spending a credit on one, its lease, its progress and its end.

use super::*;
use crate::store::JobStore;

#[async_trait]
impl JobStore for DynamoStore {
    async fn start_job(&self, job: &JobRecord, now: OffsetDateTime) -> Result<(), SpendError> {
        let spent = self
            .client
            .update_item()
            .table_name(&self.tables.codes)
            .key("code", s(job.code.as_str()))
            .update_expression("SET credits_used = credits_used + :one")
            .condition_expression("is_active = :true AND expires_at > :now AND credits_used < credits_total")
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":true", AttributeValue::Bool(true))
            .expression_attribute_values(":now", n(to_unix(now)))
            .return_values(ReturnValue::AllNew)
            .send()
            .await;
        let code_expires_at = match &spent {
            Ok(output) => output.attributes().and_then(|code| get_n::<i64>(code, "expires_at").ok()),
            Err(_) => None,
        };
        if let Err(err) = spent {
            if !is_condition_failure(&err) {
                return Err(sdk_err(err).into());
            }
            return Err(match self.get_code(&job.code).await? {
                None => SpendError::UnknownCode,
                Some(record) if !record.is_active => SpendError::Inactive,
                Some(record) if record.is_expired(now) => SpendError::Expired,
                Some(_) => SpendError::NoCredits,
            });
        }
        // A document made near the window's end stays downloadable past it: the code item (its key) is kept as long,
        // never shortened (a later job may already have set a later end).
        let window_end = code_expires_at.and_then(|end| from_unix(end).ok());
        if let (Some(available_until), Some(window_end)) = (job.available_until, window_end) {
            if available_until > window_end {
                if let Err(err) = self.retain_code_until(&job.code, available_until).await {
                    self.refund_credit(&job.code).await?;
                    return Err(err.into());
                }
            }
        }
        let mut request = self
            .client
            .put_item()
            .table_name(&self.tables.jobs)
            .item("job_id", s(&job.job_id))
            .item("code", s(job.code.as_str()))
            .item("status", s(job.status.as_str()))
            .item("updated_at", n(to_unix(job.updated_at)))
            // The job (and, through the stream's REMOVE, its files) goes when its code's window ends.
            .item("ttl", n(job_expiry(job, code_expires_at)))
            .item("body", s(to_json(job)?))
            .item("lease_until", n(to_unix(job.lease_until)))
            .item("attempts", n(job.attempts))
            .item(QUEUE_ATTRIBUTE, s(UNFINISHED));
        if let Some(owner) = &job.lease_owner {
            request = request.item("lease_owner", s(owner));
        }
        if let Err(err) = request.send().await {
            self.refund_credit(&job.code).await?;
            return Err(sdk_err(err).into());
        }
        Ok(())
    }
    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        self.read_job(job_id).await
    }
    async fn jobs_for_code(&self, code: &DocumentCode) -> Result<Vec<JobRecord>, StoreError> {
        let query = self
            .client
            .query()
            .table_name(&self.tables.jobs)
            .index_name(JOBS_BY_CODE_INDEX)
            .key_condition_expression("code = :code")
            .expression_attribute_values(":code", s(code.as_str()));
        let job_ids = strings(&query_all(query).await?, "job_id");
        // The index is eventually consistent: each job is read again (a job set aside reads as none) and must still
        // be the code's. A job that cannot be read is left out (and logged), not allowed to hide the others.
        let mut read = Vec::with_capacity(job_ids.len());
        for job_id in &job_ids {
            let item = self.get_item(&self.tables.jobs, "job_id", job_id).await?;
            if let Some(item) = item.filter(|item| get_opt_s(item, "status").as_deref() != Some(SET_ASIDE_STATUS)) {
                read.push((job_id.as_str(), job_from_item(&item)));
            }
        }
        let mut jobs: Vec<JobRecord> = readable_jobs(read).into_iter().filter(|job| &job.code == code).collect();
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
        let Some(mut job) = self.read_job(job_id).await? else { return Ok(None) };
        if !job.is_claimable(now) {
            return Ok(None);
        }
        let seen_attempts = job.attempts;
        job.claim(owner, now, lease_until);
        // The claim rule again as the write's condition, with `attempts` as read: of two runners that read the same
        // claimable job, one wins.
        let claimed = self
            .write_job(
                &job,
                concat!(
                    "(#status = :queued OR (#status = :running AND",
                    " (attribute_not_exists(lease_until) OR lease_until < :now)))",
                    " AND (attribute_not_exists(attempts) OR attempts = :seen)"
                ),
                &[
                    (":queued", s("queued")),
                    (":running", s("running")),
                    (":now", n(to_unix(now))),
                    (":seen", n(seen_attempts)),
                ],
            )
            .await?;
        Ok(claimed.then_some(job))
    }
    async fn renew_lease(&self, job_id: &str, owner: &str, lease_until: OffsetDateTime) -> Result<bool, StoreError> {
        let result = self
            .client
            .update_item()
            .table_name(&self.tables.jobs)
            .key("job_id", s(job_id))
            .update_expression("SET lease_until = :until")
            .condition_expression("#status = :running AND lease_owner = :owner")
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":until", n(to_unix(lease_until)))
            .expression_attribute_values(":running", s("running"))
            .expression_attribute_values(":owner", s(owner))
            .send()
            .await;
        match result {
            Ok(_) => Ok(true),
            Err(err) if is_condition_failure(&err) => Ok(false),
            Err(err) => Err(sdk_err(err)),
        }
    }
    async fn update_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        let (condition, values) = guard_condition(JobGuard::HeldBy(job.lease_owner.as_deref().unwrap_or_default()));
        self.write_job(job, condition, &values).await
    }
    async fn complete_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        let (condition, values) = guard_condition(JobGuard::HeldBy(job.lease_owner.as_deref().unwrap_or_default()));
        let mut finished = job.clone();
        finished.lease_owner = None;
        // The condition is on the stored holder; the finished job keeps none.
        if !self.write_job(&finished, condition, &values).await? {
            return Ok(false);
        }
        self.client
            .update_item()
            .table_name(&self.tables.codes)
            .key("code", s(job.code.as_str()))
            .update_expression("SET latest_job_id = :job")
            .expression_attribute_values(":job", s(&job.job_id))
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(true)
    }
    async fn fail_job(&self, job: &JobRecord, guard: JobGuard<'_>) -> Result<bool, StoreError> {
        let (condition, values) = guard_condition(guard);
        let mut failed = job.clone();
        failed.lease_owner = None;
        let closed = self.write_job(&failed, condition, &values).await?;
        if closed {
            self.refund_credit(&job.code).await?;
        }
        Ok(closed)
    }
    async fn requeue_job(
        &self,
        job_id: &str,
        guard: JobGuard<'_>,
        due: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError> {
        let Some(mut job) = self.read_job(job_id).await? else { return Ok(None) };
        job.requeue(due);
        let (condition, values) = guard_condition(guard);
        Ok(self.write_job(&job, condition, &values).await?.then_some(job))
    }
    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError> {
        let scan = self
            .client
            .scan()
            .table_name(&self.tables.jobs)
            .filter_expression("#status = :queued OR #status = :running")
            .projection_expression("job_id")
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":queued", s("queued"))
            .expression_attribute_values(":running", s("running"));
        self.read_jobs_setting_aside(strings(&scan_all(scan).await?, "job_id")).await
    }
    async fn overdue_jobs(&self, now: OffsetDateTime) -> Result<Vec<JobRecord>, StoreError> {
        let query = self
            .client
            .query()
            .table_name(&self.tables.jobs)
            .index_name(OVERDUE_INDEX)
            .key_condition_expression("#queue = :unfinished AND lease_until < :now")
            .expression_attribute_names("#queue", QUEUE_ATTRIBUTE)
            .expression_attribute_values(":unfinished", s(UNFINISHED))
            .expression_attribute_values(":now", n(to_unix(now)));
        let job_ids = strings(&query_all(query).await?, "job_id");
        // The index is eventually consistent: each job is read again, and the sweeper's writes are conditional.
        let jobs = self.read_jobs_setting_aside(job_ids).await?;
        Ok(jobs.into_iter().filter(|job| job.lease_until < now).collect())
    }
}
