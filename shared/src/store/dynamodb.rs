//! The production record store: four DynamoDB tables with TTL (declared in template.yaml).
//!
//! Credit spending and checkout fulfilment rely on single-item conditional updates, which DynamoDB applies
//! atomically, so concurrent calls can never spend above the total or activate a code twice.

use super::*;
use crate::domain::{CODE_VALIDITY, CREDITS_PER_PURCHASE};
use aws_sdk_dynamodb::error::SdkError;
use aws_sdk_dynamodb::types::{
    AttributeDefinition, AttributeValue, BillingMode, KeySchemaElement, KeyType, ScalarAttributeType,
};
use aws_sdk_dynamodb::Client;
use std::collections::HashMap;

/// The four table names, from configuration.
#[derive(Clone, Debug)]
pub struct DynamoTables {
    pub codes: String,
    pub checkouts: String,
    pub jobs: String,
    pub rate_limits: String,
}

#[derive(Clone)]
pub struct DynamoStore {
    client: Client,
    tables: DynamoTables,
}

type Item = HashMap<String, AttributeValue>;

fn s(value: impl Into<String>) -> AttributeValue {
    AttributeValue::S(value.into())
}

fn n(value: impl ToString) -> AttributeValue {
    AttributeValue::N(value.to_string())
}

fn get_s(item: &Item, name: &str) -> Result<String, StoreError> {
    match item.get(name) {
        Some(AttributeValue::S(v)) => Ok(v.clone()),
        _ => Err(StoreError::new(format!("item lacks string attribute {name}"))),
    }
}

fn get_opt_s(item: &Item, name: &str) -> Option<String> {
    match item.get(name) {
        Some(AttributeValue::S(v)) => Some(v.clone()),
        _ => None,
    }
}

fn get_n<T: std::str::FromStr>(item: &Item, name: &str) -> Result<T, StoreError> {
    get_opt_n(item, name)?.ok_or_else(|| StoreError::new(format!("item lacks number attribute {name}")))
}

fn get_opt_n<T: std::str::FromStr>(item: &Item, name: &str) -> Result<Option<T>, StoreError> {
    match item.get(name) {
        Some(AttributeValue::N(v)) => {
            v.parse().map(Some).map_err(|_| StoreError::new(format!("attribute {name} is not a number")))
        }
        _ => Ok(None),
    }
}

fn get_bool(item: &Item, name: &str) -> bool {
    matches!(item.get(name), Some(AttributeValue::Bool(true)))
}

/// True when the SDK error is a failed condition, which the callers treat as an answer, not a failure.
fn is_condition_failure<E: aws_sdk_dynamodb::error::ProvideErrorMetadata, R>(err: &SdkError<E, R>) -> bool {
    err.as_service_error().and_then(|e| e.code()) == Some("ConditionalCheckFailedException")
}

fn sdk_err<E: std::fmt::Debug, R: std::fmt::Debug>(err: SdkError<E, R>) -> StoreError {
    StoreError::new(format!("dynamodb: {err:?}"))
}

fn code_from_item(item: &Item) -> Result<CodeRecord, StoreError> {
    Ok(CodeRecord {
        id: get_s(item, "id")?,
        code: parse_code(&get_s(item, "code")?)?,
        credits: Credits::new(get_n(item, "credits_total")?, get_n(item, "credits_used")?),
        expires_at: from_unix(get_n(item, "expires_at")?)?,
        is_active: get_bool(item, "is_active"),
        created_at: from_unix(get_n(item, "created_at")?)?,
        document_data: get_opt_s(item, "document_data").as_deref().map(from_json).transpose()?,
        latest_job_id: get_opt_s(item, "latest_job_id"),
    })
}

impl DynamoStore {
    pub fn new(client: Client, tables: DynamoTables) -> Self {
        DynamoStore { client, tables }
    }

    /// Creates the four tables (for local stand-ins and tests; production tables come from template.yaml).
    pub async fn create_tables(&self) -> Result<(), StoreError> {
        for (table, key) in [
            (&self.tables.codes, "code"),
            (&self.tables.checkouts, "session_id"),
            (&self.tables.jobs, "job_id"),
            (&self.tables.rate_limits, "key"),
        ] {
            let result = self
                .client
                .create_table()
                .table_name(table)
                .billing_mode(BillingMode::PayPerRequest)
                .attribute_definitions(
                    AttributeDefinition::builder()
                        .attribute_name(key)
                        .attribute_type(ScalarAttributeType::S)
                        .build()
                        .map_err(StoreError::new)?,
                )
                .key_schema(
                    KeySchemaElement::builder()
                        .attribute_name(key)
                        .key_type(KeyType::Hash)
                        .build()
                        .map_err(StoreError::new)?,
                )
                .send()
                .await;
            if let Err(err) = result {
                let exists = err.as_service_error().map(|e| e.is_resource_in_use_exception()).unwrap_or(false);
                if !exists {
                    return Err(sdk_err(err));
                }
            }
        }
        Ok(())
    }

    /// A strongly consistent read of one item by its string key.
    async fn get_item(&self, table: &str, key: &str, value: &str) -> Result<Option<Item>, StoreError> {
        let output = self
            .client
            .get_item()
            .table_name(table)
            .key(key, s(value))
            .consistent_read(true)
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(output.item)
    }

    async fn read_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        let item = self.get_item(&self.tables.jobs, "job_id", job_id).await?;
        item.as_ref().map(|item| from_json(&get_s(item, "body")?)).transpose()
    }

    /// Writes the job's body if its stored status is one of `allowed`; `false` when the condition failed.
    async fn write_job(
        &self,
        job: &JobRecord,
        condition: &str,
        extra: &[(&str, AttributeValue)],
    ) -> Result<bool, StoreError> {
        let mut request = self
            .client
            .update_item()
            .table_name(&self.tables.jobs)
            .key("job_id", s(&job.job_id))
            .update_expression("SET #status = :status, updated_at = :updated, body = :body")
            .condition_expression(condition)
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":status", s(job.status.as_str()))
            .expression_attribute_values(":updated", n(to_unix(job.updated_at)))
            .expression_attribute_values(":body", s(to_json(job)?));
        for (name, value) in extra {
            request = request.expression_attribute_values(*name, value.clone());
        }
        match request.send().await {
            Ok(_) => Ok(true),
            Err(err) if is_condition_failure(&err) => Ok(false),
            Err(err) => Err(sdk_err(err)),
        }
    }

    async fn refund_credit(&self, code: &DocumentCode) -> Result<(), StoreError> {
        let mut last_error = None;
        // The job is already marked failed, so the refund is retried rather than lost on a passing fault.
        for attempt in 0..3u64 {
            let result = self
                .client
                .update_item()
                .table_name(&self.tables.codes)
                .key("code", s(code.as_str()))
                .update_expression("SET credits_used = credits_used - :one")
                .condition_expression("credits_used > :zero")
                .expression_attribute_values(":one", n(1))
                .expression_attribute_values(":zero", n(0))
                .send()
                .await;
            match result {
                Ok(_) => return Ok(()),
                Err(err) if is_condition_failure(&err) => return Ok(()),
                Err(err) => last_error = Some(sdk_err(err)),
            }
            tokio::time::sleep(std::time::Duration::from_millis(100 * (attempt + 1))).await;
        }
        Err(last_error.unwrap_or_else(|| StoreError::new("refund failed")))
    }
}

#[async_trait]
impl RecordStore for DynamoStore {
    async fn insert_code(&self, record: &CodeRecord) -> Result<bool, StoreError> {
        let mut request = self
            .client
            .put_item()
            .table_name(&self.tables.codes)
            .item("code", s(record.code.as_str()))
            .item("id", s(&record.id))
            .item("credits_total", n(record.credits.total()))
            .item("credits_used", n(record.credits.used()))
            .item("expires_at", n(to_unix(record.expires_at)))
            .item("ttl", n(to_unix(record.expires_at)))
            .item("is_active", AttributeValue::Bool(record.is_active))
            .item("created_at", n(to_unix(record.created_at)))
            .condition_expression("attribute_not_exists(code)");
        if let Some(data) = &record.document_data {
            request = request.item("document_data", s(to_json(data)?));
        }
        if let Some(job) = &record.latest_job_id {
            request = request.item("latest_job_id", s(job));
        }
        match request.send().await {
            Ok(_) => Ok(true),
            Err(err) if is_condition_failure(&err) => Ok(false),
            Err(err) => Err(sdk_err(err)),
        }
    }

    async fn get_code(&self, code: &DocumentCode) -> Result<Option<CodeRecord>, StoreError> {
        self.get_item(&self.tables.codes, "code", code.as_str()).await?.as_ref().map(code_from_item).transpose()
    }

    async fn set_document_data(&self, code: &DocumentCode, data: Option<&DocumentData>) -> Result<(), StoreError> {
        let request = self
            .client
            .update_item()
            .table_name(&self.tables.codes)
            .key("code", s(code.as_str()))
            .condition_expression("attribute_exists(code)");
        let request = match data {
            Some(data) => request
                .update_expression("SET document_data = :data")
                .expression_attribute_values(":data", s(to_json(data)?)),
            None => request.update_expression("REMOVE document_data"),
        };
        match request.send().await {
            Ok(_) => Ok(()),
            Err(err) if is_condition_failure(&err) => Ok(()),
            Err(err) => Err(sdk_err(err)),
        }
    }

    async fn insert_checkout(&self, record: &CheckoutRecord) -> Result<(), StoreError> {
        let mut request = self
            .client
            .put_item()
            .table_name(&self.tables.checkouts)
            .item("session_id", s(&record.session_id))
            .item("code", s(record.code.as_str()))
            .item("status", s(record.status.as_str()))
            .item("created_at", n(to_unix(record.created_at)))
            .item("ttl", n(to_unix(record.created_at + JOB_RETENTION)));
        if let Some(paid_at) = record.paid_at {
            request = request.item("paid_at", n(to_unix(paid_at)));
        }
        request.send().await.map_err(sdk_err)?;
        Ok(())
    }

    async fn get_checkout(&self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError> {
        let item = self.get_item(&self.tables.checkouts, "session_id", session_id).await?;
        item.as_ref()
            .map(|item| {
                Ok(CheckoutRecord {
                    session_id: get_s(item, "session_id")?,
                    code: parse_code(&get_s(item, "code")?)?,
                    status: CheckoutStatus::parse(&get_s(item, "status")?)?,
                    created_at: from_unix(get_n(item, "created_at")?)?,
                    paid_at: get_opt_n::<i64>(item, "paid_at")?.map(from_unix).transpose()?,
                })
            })
            .transpose()
    }

    async fn fulfil_checkout(&self, session_id: &str, now: OffsetDateTime) -> Result<Fulfilment, StoreError> {
        let Some(checkout) = self.get_checkout(session_id).await? else { return Ok(Fulfilment::UnknownSession) };
        let missing_code = || StoreError::new("checkout points at a missing code");
        if checkout.status == CheckoutStatus::Paid {
            let record = self.get_code(&checkout.code).await?.ok_or_else(missing_code)?;
            return Ok(Fulfilment::AlreadyFulfilled(record));
        }
        // The open -> paid flip is the single decision point: exactly one caller wins it.
        let flipped = self
            .client
            .update_item()
            .table_name(&self.tables.checkouts)
            .key("session_id", s(session_id))
            .update_expression("SET #status = :paid, paid_at = :now")
            .condition_expression("#status = :open")
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":paid", s("paid"))
            .expression_attribute_values(":open", s("open"))
            .expression_attribute_values(":now", n(to_unix(now)))
            .send()
            .await;
        match flipped {
            Ok(_) => {}
            Err(err) if is_condition_failure(&err) => {
                let record = self.get_code(&checkout.code).await?.ok_or_else(missing_code)?;
                return Ok(Fulfilment::AlreadyFulfilled(record));
            }
            Err(err) => return Err(sdk_err(err)),
        }
        let expires_at = to_unix(now + CODE_VALIDITY);
        let activated = self
            .client
            .update_item()
            .table_name(&self.tables.codes)
            .key("code", s(checkout.code.as_str()))
            .update_expression(
                "SET is_active = :true, credits_total = :total, credits_used = :zero, expires_at = :expires, #ttl = :expires",
            )
            .condition_expression("attribute_exists(code)")
            .expression_attribute_names("#ttl", "ttl")
            .expression_attribute_values(":true", AttributeValue::Bool(true))
            .expression_attribute_values(":total", n(CREDITS_PER_PURCHASE))
            .expression_attribute_values(":zero", n(0))
            .expression_attribute_values(":expires", n(expires_at))
            .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
            .send()
            .await;
        match activated {
            Ok(output) => {
                let item = output.attributes.ok_or_else(missing_code)?;
                Ok(Fulfilment::Activated(code_from_item(&item)?))
            }
            Err(err) => {
                // Put the session back to open so the next webhook or return-page call activates the code.
                let _ = self
                    .client
                    .update_item()
                    .table_name(&self.tables.checkouts)
                    .key("session_id", s(session_id))
                    .update_expression("SET #status = :open REMOVE paid_at")
                    .expression_attribute_names("#status", "status")
                    .expression_attribute_values(":open", s("open"))
                    .send()
                    .await;
                Err(sdk_err(err))
            }
        }
    }

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
            .send()
            .await;
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
        let inserted = self
            .client
            .put_item()
            .table_name(&self.tables.jobs)
            .item("job_id", s(&job.job_id))
            .item("code", s(job.code.as_str()))
            .item("status", s(job.status.as_str()))
            .item("updated_at", n(to_unix(job.updated_at)))
            .item("ttl", n(to_unix(job.created_at + JOB_RETENTION)))
            .item("body", s(to_json(job)?))
            .send()
            .await;
        if let Err(err) = inserted {
            self.refund_credit(&job.code).await?;
            return Err(sdk_err(err).into());
        }
        Ok(())
    }

    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        self.read_job(job_id).await
    }

    async fn claim_job(
        &self,
        job_id: &str,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let Some(mut job) = self.read_job(job_id).await? else { return Ok(false) };
        job.status = JobStatus::Running;
        job.updated_at = now;
        self.write_job(
            &job,
            "#status = :queued OR (#status = :running AND updated_at < :stale)",
            &[(":queued", s("queued")), (":running", s("running")), (":stale", n(to_unix(stale_before)))],
        )
        .await
    }

    async fn update_job(&self, job: &JobRecord) -> Result<(), StoreError> {
        self.write_job(job, "#status = :running", &[(":running", s("running"))]).await.map(|_| ())
    }

    async fn complete_job(&self, job: &JobRecord) -> Result<(), StoreError> {
        if self.write_job(job, "#status = :running", &[(":running", s("running"))]).await? {
            self.client
                .update_item()
                .table_name(&self.tables.codes)
                .key("code", s(job.code.as_str()))
                .update_expression("SET latest_job_id = :job")
                .expression_attribute_values(":job", s(&job.job_id))
                .send()
                .await
                .map_err(sdk_err)?;
        }
        Ok(())
    }

    async fn fail_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        let failed = self
            .write_job(
                job,
                "#status = :queued OR #status = :running",
                &[(":queued", s("queued")), (":running", s("running"))],
            )
            .await?;
        if failed {
            self.refund_credit(&job.code).await?;
        }
        Ok(failed)
    }

    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError> {
        let mut jobs = Vec::new();
        let mut start_key = None;
        loop {
            let output = self
                .client
                .scan()
                .table_name(&self.tables.jobs)
                .filter_expression("#status = :queued OR #status = :running")
                .expression_attribute_names("#status", "status")
                .expression_attribute_values(":queued", s("queued"))
                .expression_attribute_values(":running", s("running"))
                .set_exclusive_start_key(start_key)
                .send()
                .await
                .map_err(sdk_err)?;
            for item in output.items() {
                jobs.push(from_json(&get_s(item, "body")?)?);
            }
            match output.last_evaluated_key {
                Some(key) if !key.is_empty() => start_key = Some(key),
                _ => return Ok(jobs),
            }
        }
    }

    async fn get_attempts(&self, key: &str) -> Result<Option<AttemptRecord>, StoreError> {
        let item = self.get_item(&self.tables.rate_limits, "key", key).await?;
        item.as_ref()
            .map(|item| {
                Ok(AttemptRecord {
                    key: get_s(item, "key")?,
                    failures: get_n(item, "failures")?,
                    blocked_until: get_opt_n::<i64>(item, "blocked_until")?.map(from_unix).transpose()?,
                    updated_at: from_unix(get_n(item, "updated_at")?)?,
                    version: get_n(item, "version")?,
                })
            })
            .transpose()
    }

    async fn put_attempts(&self, record: &AttemptRecord, expires_at: OffsetDateTime) -> Result<bool, StoreError> {
        let mut request = self
            .client
            .put_item()
            .table_name(&self.tables.rate_limits)
            .item("key", s(&record.key))
            .item("failures", n(record.failures))
            .item("updated_at", n(to_unix(record.updated_at)))
            .item("version", n(record.version))
            .item("ttl", n(to_unix(expires_at)));
        if let Some(blocked_until) = record.blocked_until {
            request = request.item("blocked_until", n(to_unix(blocked_until)));
        }
        request = if record.version <= 1 {
            request.condition_expression("attribute_not_exists(#key)").expression_attribute_names("#key", "key")
        } else {
            request
                .condition_expression("version = :previous")
                .expression_attribute_values(":previous", n(record.version - 1))
        };
        match request.send().await {
            Ok(_) => Ok(true),
            Err(err) if is_condition_failure(&err) => Ok(false),
            Err(err) => Err(sdk_err(err)),
        }
    }

    async fn delete_attempts(&self, key: &str) -> Result<(), StoreError> {
        self.client
            .delete_item()
            .table_name(&self.tables.rate_limits)
            .key("key", s(key))
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(())
    }
}
