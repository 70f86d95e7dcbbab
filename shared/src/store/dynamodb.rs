//! The production record store: five DynamoDB tables with TTL (declared in template.yaml).
//!
//! Credit spending and checkout fulfilment rely on single-item conditional updates, which DynamoDB applies
//! atomically, so concurrent calls can never spend above the total or activate a code twice.

use super::*;
use crate::domain::{CODE_VALIDITY, CREDITS_PER_PURCHASE};
use crate::limits::code_fingerprint;
use aws_sdk_dynamodb::error::SdkError;
use aws_sdk_dynamodb::operation::query::builders::QueryFluentBuilder;
use aws_sdk_dynamodb::operation::scan::builders::ScanFluentBuilder;
use aws_sdk_dynamodb::types::{
    AttributeDefinition, AttributeValue, BillingMode, GlobalSecondaryIndex, KeySchemaElement, KeyType,
    KeysAndAttributes, Projection, ProjectionType, ReturnValue, ScalarAttributeType,
};
use aws_sdk_dynamodb::Client;
use std::collections::HashMap;

mod audit;
mod checkouts;
mod codes;
mod jobs;
mod limits;
mod reviews;

/// The table names, from configuration.
#[derive(Clone, Debug)]
pub struct DynamoTables {
    pub codes: String,
    pub checkouts: String,
    pub jobs: String,
    pub rate_limits: String,
    /// The operator's actions (the guarantee's credits and refunds): who, when, what and why.
    pub audit: String,
    pub reviews: String,
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

/// When a job's item expires (Unix seconds): when its document stops being downloadable (its code's window, or its
/// grace after it), and never later than `JOB_RETENTION` after it was made.
fn job_expiry(job: &JobRecord, code_expires_at: Option<i64>) -> i64 {
    let latest = to_unix(job.created_at + JOB_RETENTION);
    let available = job.available_until.map(to_unix);
    match (code_expires_at, available) {
        (Some(window_end), Some(until)) => window_end.max(until).min(latest),
        (Some(window_end), None) => window_end.min(latest),
        (None, Some(until)) => until.min(latest),
        (None, None) => latest,
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

/// DynamoDB's answers that mean "too busy right now" rather than "broken": the visitor is asked to retry shortly.
const BUSY_CODES: [&str; 4] = [
    "ProvisionedThroughputExceededException",
    "ThrottlingException",
    "RequestLimitExceeded",
    "TransactionConflictException",
];

fn sdk_err<E: aws_sdk_dynamodb::error::ProvideErrorMetadata + std::fmt::Debug, R: std::fmt::Debug>(
    err: SdkError<E, R>,
) -> StoreError {
    let busy = err.as_service_error().and_then(|e| e.code()).is_some_and(|code| BUSY_CODES.contains(&code));
    if busy {
        StoreError::contention(format!("dynamodb: {err:?}"))
    } else {
        StoreError::new(format!("dynamodb: {err:?}"))
    }
}

/// Every item a query reads, page after page.
async fn query_all(query: QueryFluentBuilder) -> Result<Vec<Item>, StoreError> {
    query.into_paginator().items().send().try_collect().await.map_err(sdk_err)
}

/// Every item a scan reads, page after page.
async fn scan_all(scan: ScanFluentBuilder) -> Result<Vec<Item>, StoreError> {
    scan.into_paginator().items().send().try_collect().await.map_err(sdk_err)
}

/// The `attribute` string of each item that has one (the keys an index or a projection gives).
fn strings(items: &[Item], attribute: &str) -> Vec<String> {
    items.iter().filter_map(|item| get_opt_s(item, attribute)).collect()
}

/// The rate-limits item holding a client's places for unpaid checkouts (`CheckoutStore::hold_checkout_place`).
fn places_key(client_key: &str) -> String {
    format!("checkout-places#{client_key}")
}

/// The rate-limits item saying where the place of the checkout of a code (by its fingerprint) is held.
fn place_pointer_key(fingerprint: &str) -> String {
    format!("checkout-place#{fingerprint}")
}

/// When the place in `slot` of a places item ends; `None` when the slot is empty (or unreadable, so it is reused).
fn place_until(item: &Item, slot: &str) -> Option<OffsetDateTime> {
    let Some(AttributeValue::M(place)) = item.get(slot) else { return None };
    get_opt_n::<i64>(place, "u").ok().flatten().and_then(|u| from_unix(u).ok())
}

/// The jobs table's sparse index of unfinished jobs by `lease_until`, which the sweeper queries.
pub const OVERDUE_INDEX: &str = "overdue";
/// The index's hash key: present, with the value `UNFINISHED`, only on queued and running jobs.
const QUEUE_ATTRIBUTE: &str = "queue";
const UNFINISHED: &str = "unfinished";

fn job_from_item(item: &Item) -> Result<JobRecord, StoreError> {
    let mut job: JobRecord = from_json(&get_s(item, "body")?)?;
    job.lease_owner = get_opt_s(item, "lease_owner");
    // A job written before leases existed has none: it counts as overdue, so a sweeper takes it.
    job.lease_until =
        get_opt_n::<i64>(item, "lease_until")?.map(from_unix).transpose()?.unwrap_or(OffsetDateTime::UNIX_EPOCH);
    job.attempts = get_opt_n(item, "attempts")?.unwrap_or(0);
    Ok(job)
}

/// A counter item's counter; `None` for an item that only remembers code holders.
fn counter_from_item(item: &Item) -> Result<Option<AttemptCounter>, StoreError> {
    let (Some(count), Some(last_at)) = (get_opt_n::<u32>(item, "count")?, get_opt_n::<i64>(item, "last_at")?) else {
        return Ok(None);
    };
    Ok(Some(AttemptCounter { count, last_at: from_unix(last_at)? }))
}

/// The condition expression and values of a guard (`#status` is bound by every caller).
fn guard_condition(guard: JobGuard<'_>) -> (&'static str, Vec<(&'static str, AttributeValue)>) {
    match guard {
        JobGuard::HeldBy(owner) => {
            ("#status = :running AND lease_owner = :owner", vec![(":running", s("running")), (":owner", s(owner))])
        }
        JobGuard::OverdueAt(now) => (
            "(#status = :queued OR #status = :running) AND (attribute_not_exists(lease_until) OR lease_until < :now)",
            vec![(":queued", s("queued")), (":running", s("running")), (":now", n(to_unix(now)))],
        ),
        JobGuard::AnyUnfinished => {
            ("#status = :queued OR #status = :running", vec![(":queued", s("queued")), (":running", s("running"))])
        }
    }
}

/// The codes table's sparse index of paid codes by the buyer's (lowercased) checkout address.
pub const BUYER_INDEX: &str = "buyer";
/// The jobs table's index of each code's jobs (the buyer's documents and their versions).
pub const JOBS_BY_CODE_INDEX: &str = "by_code";

/// How many times a counter update retries when concurrent updates keep changing the round under it.
const COUNTER_ATTEMPTS: usize = 6;

fn purchase_from_item(item: &Item) -> Result<Purchase, StoreError> {
    Ok(Purchase {
        record: code_from_item(item)?,
        checkout_session_id: get_opt_s(item, "checkout_session_id"),
        buyer_email: get_opt_s(item, "buyer_email"),
        extra_credits_at: get_opt_n::<i64>(item, "extra_credits_at")?.map(from_unix).transpose()?,
        refunded_at: get_opt_n::<i64>(item, "refunded_at")?.map(from_unix).transpose()?,
    })
}

/// A code's item as its record; an item that does not read is a damaged record (named by a fingerprint).
fn code_from_item(item: &Item) -> Result<CodeRecord, StoreError> {
    parse_code_item(item)
        .map_err(|err| err.in_record(damaged_code_record(&get_opt_s(item, "code").unwrap_or_default())))
}

fn parse_code_item(item: &Item) -> Result<CodeRecord, StoreError> {
    Ok(CodeRecord {
        id: get_s(item, "id")?,
        code: parse_code(&get_s(item, "code")?)?,
        credits: Credits::new(get_n(item, "credits_total")?, get_n(item, "credits_used")?),
        expires_at: from_unix(get_n(item, "expires_at")?)?,
        is_active: get_bool(item, "is_active"),
        created_at: from_unix(get_n(item, "created_at")?)?,
        document_data: get_opt_s(item, "document_data").as_deref().map(from_json).transpose()?,
        latest_job_id: get_opt_s(item, "latest_job_id"),
        gclid: get_opt_s(item, "gclid").as_deref().and_then(ClickId::parse),
    })
}

fn audit_entry_from_item(item: &Item) -> Result<AuditEntry, StoreError> {
    let action = get_s(item, "action")?;
    Ok(AuditEntry {
        id: get_s(item, "id")?,
        at: from_unix(get_n(item, "at")?)?,
        operator: get_s(item, "operator")?,
        action: GuaranteeAction::parse(&action)
            .ok_or_else(|| StoreError::new(format!("unknown audit action {action}")))?,
        code: parse_code(&get_s(item, "code")?)?,
        reason: get_s(item, "reason")?,
    })
}

fn review_from_item(item: &Item) -> Result<ReviewRecord, StoreError> {
    Ok(ReviewRecord {
        code_id: get_s(item, "code_id")?,
        reviewer_name: get_opt_s(item, "reviewer_name"),
        rating: get_n(item, "rating")?,
        feedback: get_opt_s(item, "feedback").unwrap_or_default(),
        document_type: get_opt_s(item, "document_type").unwrap_or_default(),
        created_at: from_unix(get_n(item, "created_at")?)?,
        updated_at: from_unix(get_n(item, "updated_at")?)?,
    })
}

impl DynamoStore {
    pub fn new(client: Client, tables: DynamoTables) -> Self {
        DynamoStore { client, tables }
    }

    /// Creates the tables (for local stand-ins and tests; production tables come from template.yaml, which
    /// declares the same keys and the jobs table's `overdue` index).
    pub async fn create_tables(&self) -> Result<(), StoreError> {
        let key = |name: &str, key_type: KeyType| {
            KeySchemaElement::builder().attribute_name(name).key_type(key_type).build().map_err(StoreError::new)
        };
        let attribute = |name: &str, kind: ScalarAttributeType| {
            AttributeDefinition::builder().attribute_name(name).attribute_type(kind).build().map_err(StoreError::new)
        };
        for (table, hash) in [
            (&self.tables.codes, "code"),
            (&self.tables.checkouts, "session_id"),
            (&self.tables.jobs, "job_id"),
            (&self.tables.rate_limits, "key"),
            (&self.tables.reviews, "code_id"),
        ] {
            let mut request = self
                .client
                .create_table()
                .table_name(table)
                .billing_mode(BillingMode::PayPerRequest)
                .attribute_definitions(attribute(hash, ScalarAttributeType::S)?)
                .key_schema(key(hash, KeyType::Hash)?);
            if table == &self.tables.jobs {
                request = request
                    .attribute_definitions(attribute(QUEUE_ATTRIBUTE, ScalarAttributeType::S)?)
                    .attribute_definitions(attribute("lease_until", ScalarAttributeType::N)?)
                    .attribute_definitions(attribute("code", ScalarAttributeType::S)?)
                    .global_secondary_indexes(
                        GlobalSecondaryIndex::builder()
                            .index_name(OVERDUE_INDEX)
                            .key_schema(key(QUEUE_ATTRIBUTE, KeyType::Hash)?)
                            .key_schema(key("lease_until", KeyType::Range)?)
                            .projection(Projection::builder().projection_type(ProjectionType::KeysOnly).build())
                            .build()
                            .map_err(StoreError::new)?,
                    )
                    .global_secondary_indexes(
                        GlobalSecondaryIndex::builder()
                            .index_name(JOBS_BY_CODE_INDEX)
                            .key_schema(key("code", KeyType::Hash)?)
                            .projection(Projection::builder().projection_type(ProjectionType::KeysOnly).build())
                            .build()
                            .map_err(StoreError::new)?,
                    );
            }
            if table == &self.tables.codes {
                request = request
                    .attribute_definitions(attribute("buyer_email", ScalarAttributeType::S)?)
                    .global_secondary_indexes(
                        GlobalSecondaryIndex::builder()
                            .index_name(BUYER_INDEX)
                            .key_schema(key("buyer_email", KeyType::Hash)?)
                            .projection(Projection::builder().projection_type(ProjectionType::KeysOnly).build())
                            .build()
                            .map_err(StoreError::new)?,
                    );
            }
            if let Err(err) = request.send().await {
                let exists = err.as_service_error().map(|e| e.is_resource_in_use_exception()).unwrap_or(false);
                if !exists {
                    return Err(sdk_err(err));
                }
            }
        }
        let audit = self
            .client
            .create_table()
            .table_name(&self.tables.audit)
            .billing_mode(BillingMode::PayPerRequest)
            .attribute_definitions(attribute("code", ScalarAttributeType::S)?)
            .attribute_definitions(attribute("entry", ScalarAttributeType::S)?)
            .key_schema(key("code", KeyType::Hash)?)
            .key_schema(key("entry", KeyType::Range)?)
            .send()
            .await;
        if let Err(err) = audit {
            if !err.as_service_error().map(|e| e.is_resource_in_use_exception()).unwrap_or(false) {
                return Err(sdk_err(err));
            }
        }
        Ok(())
    }

    fn all_tables(&self) -> [&String; 6] {
        [
            &self.tables.codes,
            &self.tables.checkouts,
            &self.tables.jobs,
            &self.tables.rate_limits,
            &self.tables.audit,
            &self.tables.reviews,
        ]
    }

    /// The audit item of `entry`, sorted within its code by time.
    fn audit_put(&self, entry: &AuditEntry) -> Result<aws_sdk_dynamodb::types::TransactWriteItem, StoreError> {
        let put = aws_sdk_dynamodb::types::Put::builder()
            .table_name(&self.tables.audit)
            .item("code", s(entry.code.as_str()))
            .item("entry", s(format!("{:012}#{}", to_unix(entry.at), entry.id)))
            .item("id", s(&entry.id))
            .item("at", n(to_unix(entry.at)))
            .item("operator", s(&entry.operator))
            .item("action", s(entry.action.as_str()))
            .item("reason", s(&entry.reason))
            .build()
            .map_err(StoreError::new)?;
        Ok(aws_sdk_dynamodb::types::TransactWriteItem::builder().put(put).build())
    }

    /// Applies a guarantee action: the code's conditional update and the audit entry in one transaction. When the
    /// condition fails, the purchase is read again to say why.
    async fn guarantee_transaction(
        &self,
        code: &DocumentCode,
        action: GuaranteeAction,
        update: aws_sdk_dynamodb::types::Update,
        entry: &AuditEntry,
    ) -> Result<GuaranteeOutcome, StoreError> {
        let Some(before) = self.find_purchase(code).await? else { return Ok(GuaranteeOutcome::UnknownCode) };
        if let Some(refusal) = guarantee_refusal(&before, action, entry.at) {
            return Ok(refusal);
        }
        let result = self
            .client
            .transact_write_items()
            .transact_items(aws_sdk_dynamodb::types::TransactWriteItem::builder().update(update).build())
            .transact_items(self.audit_put(entry)?)
            .send()
            .await;
        match result {
            Ok(_) => {}
            Err(err) if err.as_service_error().is_some_and(|e| e.is_transaction_canceled_exception()) => {
                // Another call changed the code first (a parallel grant or refund): say what it did.
                let Some(now) = self.find_purchase(code).await? else { return Ok(GuaranteeOutcome::UnknownCode) };
                return match guarantee_refusal(&now, action, entry.at) {
                    Some(refusal) => Ok(refusal),
                    None => {
                        Err(StoreError::contention(format!("guarantee action on {} kept conflicting", code.redacted())))
                    }
                };
            }
            Err(err) => return Err(sdk_err(err)),
        }
        let after = self.find_purchase(code).await?.ok_or_else(|| StoreError::new("code vanished after the action"))?;
        Ok(GuaranteeOutcome::Done(Box::new(after)))
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

    /// Keeps the code's item (its TTL) until at least `until`; a later end already set stays.
    async fn retain_code_until(&self, code: &DocumentCode, until: OffsetDateTime) -> Result<(), StoreError> {
        let retained = self
            .client
            .update_item()
            .table_name(&self.tables.codes)
            .key("code", s(code.as_str()))
            .update_expression("SET #ttl = :until")
            .condition_expression("attribute_exists(code) AND (attribute_not_exists(#ttl) OR #ttl < :until)")
            .expression_attribute_names("#ttl", "ttl")
            .expression_attribute_values(":until", n(to_unix(until)))
            .send()
            .await;
        match retained {
            Ok(_) => Ok(()),
            Err(err) if is_condition_failure(&err) => Ok(()),
            Err(err) => Err(sdk_err(err)),
        }
    }

    /// A job by id; an item set aside as unreadable counts as absent.
    async fn read_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        let item = self.get_item(&self.tables.jobs, "job_id", job_id).await?;
        item.filter(|item| get_opt_s(item, "status").as_deref() != Some(SET_ASIDE_STATUS))
            .as_ref()
            .map(job_from_item)
            .transpose()
    }

    /// Writes the whole job (body, status, lease and its place in the `overdue` index) if `condition` holds;
    /// `false` when it did not.
    async fn write_job(
        &self,
        job: &JobRecord,
        condition: &str,
        values: &[(&str, AttributeValue)],
    ) -> Result<bool, StoreError> {
        let mut set = vec![
            "#status = :status",
            "updated_at = :updated",
            "body = :body",
            "lease_until = :lease_until",
            "attempts = :attempts",
        ];
        let mut remove = Vec::new();
        if job.lease_owner.is_some() {
            set.push("lease_owner = :lease_owner");
        } else {
            remove.push("lease_owner");
        }
        // Only unfinished jobs are in the sparse `overdue` index the sweeper reads.
        if job.status.is_finished() {
            remove.push("#queue");
        } else {
            set.push("#queue = :unfinished");
        }
        let mut expression = format!("SET {}", set.join(", "));
        if !remove.is_empty() {
            expression.push_str(&format!(" REMOVE {}", remove.join(", ")));
        }
        let mut request = self
            .client
            .update_item()
            .table_name(&self.tables.jobs)
            .key("job_id", s(&job.job_id))
            .update_expression(expression)
            .condition_expression(condition)
            .expression_attribute_names("#status", "status")
            .expression_attribute_names("#queue", QUEUE_ATTRIBUTE)
            .expression_attribute_values(":status", s(job.status.as_str()))
            .expression_attribute_values(":updated", n(to_unix(job.updated_at)))
            .expression_attribute_values(":body", s(to_json(job)?))
            .expression_attribute_values(":lease_until", n(to_unix(job.lease_until)))
            .expression_attribute_values(":attempts", n(job.attempts));
        if let Some(owner) = &job.lease_owner {
            request = request.expression_attribute_values(":lease_owner", s(owner));
        }
        if !job.status.is_finished() {
            request = request.expression_attribute_values(":unfinished", s(UNFINISHED));
        }
        for (name, value) in values {
            request = request.expression_attribute_values(*name, value.clone());
        }
        match request.send().await {
            Ok(_) => Ok(true),
            Err(err) if is_condition_failure(&err) => Ok(false),
            Err(err) => Err(sdk_err(err)),
        }
    }

    /// Reads jobs by id, setting aside (and refunding) any whose item cannot be read.
    async fn read_jobs_setting_aside(&self, job_ids: Vec<String>) -> Result<Vec<JobRecord>, StoreError> {
        let mut jobs = Vec::with_capacity(job_ids.len());
        for job_id in job_ids {
            let Some(item) = self.get_item(&self.tables.jobs, "job_id", &job_id).await? else { continue };
            match job_from_item(&item) {
                Ok(job) if !job.status.is_finished() => jobs.push(job),
                Ok(_) => {}
                Err(err) => {
                    tracing::error!(job_id = %job_id, error = %err, "unreadable job item set aside; its credit is returned");
                    self.set_aside(&job_id, get_opt_s(&item, "code")).await?;
                }
            }
        }
        Ok(jobs)
    }

    async fn set_aside(&self, job_id: &str, code: Option<String>) -> Result<(), StoreError> {
        let result = self
            .client
            .update_item()
            .table_name(&self.tables.jobs)
            .key("job_id", s(job_id))
            .update_expression("SET #status = :aside REMOVE #queue")
            .condition_expression("#status = :queued OR #status = :running")
            .expression_attribute_names("#status", "status")
            .expression_attribute_names("#queue", QUEUE_ATTRIBUTE)
            .expression_attribute_values(":aside", s(SET_ASIDE_STATUS))
            .expression_attribute_values(":queued", s("queued"))
            .expression_attribute_values(":running", s("running"))
            .send()
            .await;
        match result {
            Ok(_) => match code.as_deref().map(parse_code) {
                Some(Ok(code)) => self.refund_credit(&code).await,
                _ => Ok(()),
            },
            Err(err) if is_condition_failure(&err) => Ok(()),
            Err(err) => Err(sdk_err(err)),
        }
    }

    /// The counter stored under `key`, read consistently.
    async fn read_counter(&self, key: &str) -> Result<Option<AttemptCounter>, StoreError> {
        self.get_item(&self.tables.rate_limits, "key", key)
            .await?
            .as_ref()
            .map(counter_from_item)
            .transpose()
            .map(Option::flatten)
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
    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        let mut described = Vec::new();
        for table in self.all_tables() {
            let output = self.client.describe_table().table_name(table).send().await.map_err(|err| {
                let mut failure = crate::health::CheckFailure::from_aws("DynamoDB", &err);
                failure.detail = format!("{} (table {table})", failure.detail);
                failure
            })?;
            let status = output.table().and_then(|t| t.table_status()).map(|s| s.as_str().to_string());
            described.push(format!("{table} {}", status.unwrap_or_else(|| "unknown".into())));
        }
        Ok(format!("DynamoDB: DescribeTable answered for {}", described.join(", ")))
    }
}
