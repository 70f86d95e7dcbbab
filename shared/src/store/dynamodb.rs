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

/// The rate-limits item holding a client's places for unpaid checkouts (`RecordStore::hold_checkout_place`).
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
        if let Some(gclid) = &record.gclid {
            request = request.item("gclid", s(gclid.as_str()));
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
        if let Some(gclid) = &record.gclid {
            request = request.item("gclid", s(gclid.as_str()));
        }
        if let Some(confirmed_at) = record.confirmed_at {
            request = request.item("confirmed_at", n(to_unix(confirmed_at)));
        }
        if let Some(secret_hash) = &record.secret_hash {
            request = request.item("secret_hash", s(secret_hash.as_str()));
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
                    gclid: get_opt_s(item, "gclid").as_deref().and_then(ClickId::parse),
                    confirmed_at: get_opt_n::<i64>(item, "confirmed_at")?.map(from_unix).transpose()?,
                    secret_hash: get_opt_s(item, "secret_hash").as_deref().and_then(CheckoutSecretHash::parse),
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

    async fn confirm_purchase(&self, session_id: &str, now: OffsetDateTime) -> Result<bool, StoreError> {
        // One conditional write decides it: only a paid, unmarked session is marked (an unknown one fails the
        // condition too, since it has no status).
        let marked = self
            .client
            .update_item()
            .table_name(&self.tables.checkouts)
            .key("session_id", s(session_id))
            .update_expression("SET confirmed_at = :now")
            .condition_expression("#status = :paid AND attribute_not_exists(confirmed_at)")
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":paid", s("paid"))
            .expression_attribute_values(":now", n(to_unix(now)))
            .send()
            .await;
        match marked {
            Ok(_) => Ok(true),
            Err(err) if is_condition_failure(&err) => Ok(false),
            Err(err) => Err(sdk_err(err)),
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
        let seen_attempts = job.attempts;
        job.status = JobStatus::Running;
        job.updated_at = now;
        job.lease_owner = Some(owner.to_string());
        job.lease_until = lease_until;
        job.attempts += 1;
        // `attempts` as read is part of the condition: of two runners that read the same job, one wins.
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

    async fn read_code_attempt(
        &self,
        code: &DocumentCode,
        client_key: &str,
        code_key: Option<&str>,
    ) -> Result<CodeAttempt, StoreError> {
        let key_of = |name: &str, value: &str| HashMap::from([(name.to_string(), s(value))]);
        let mut counter_keys = vec![key_of("key", client_key)];
        if let Some(code_key) = code_key {
            counter_keys.push(key_of("key", code_key));
        }
        let mut pending: HashMap<String, KeysAndAttributes> = HashMap::from([
            (
                self.tables.codes.clone(),
                KeysAndAttributes::builder()
                    .keys(key_of("code", code.as_str()))
                    .consistent_read(true)
                    .build()
                    .map_err(StoreError::new)?,
            ),
            (
                self.tables.rate_limits.clone(),
                KeysAndAttributes::builder()
                    .set_keys(Some(counter_keys))
                    .consistent_read(true)
                    .build()
                    .map_err(StoreError::new)?,
            ),
        ]);
        let mut items: Vec<(String, Item)> = Vec::new();
        // One request; DynamoDB may hand back keys it did not get to under load, which are asked for again.
        for round in 0..5u64 {
            let output = self.client.batch_get_item().set_request_items(Some(pending)).send().await.map_err(sdk_err)?;
            for (table, found) in output.responses.unwrap_or_default() {
                items.extend(found.into_iter().map(|item| (table.clone(), item)));
            }
            match output.unprocessed_keys {
                Some(left) if !left.is_empty() => pending = left,
                _ => {
                    pending = HashMap::new();
                    break;
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(20 << round)).await;
        }
        if !pending.is_empty() {
            return Err(StoreError::contention("batch read kept returning unprocessed keys"));
        }
        let mut attempt = CodeAttempt::default();
        let fingerprint = code_fingerprint(code.as_str());
        for (table, item) in &items {
            if table == &self.tables.codes {
                attempt.code = Some(code_from_item(item)?);
            } else if get_opt_s(item, "key").as_deref() == Some(client_key) {
                attempt.client = counter_from_item(item)?;
                attempt.client_holds_code =
                    matches!(item.get("holds"), Some(AttributeValue::Ss(holds)) if holds.contains(&fingerprint));
            } else {
                attempt.per_code = counter_from_item(item)?;
            }
        }
        Ok(attempt)
    }

    async fn count_attempt(
        &self,
        key: &str,
        policy: &AttemptPolicy,
        now: OffsetDateTime,
    ) -> Result<Counted, StoreError> {
        let (forgotten_before, block_ended_before) = policy.cutoffs(now);
        let ttl = n(to_unix(now + HOLDER_RETENTION));
        // Most attempts add to a live round: try that first, with the round's rule as the condition, so a burst
        // needs no read-modify-write loop and at most `max` increments can ever pass.
        let mut add_to_round = true;
        for _ in 0..COUNTER_ATTEMPTS {
            let request = self
                .client
                .update_item()
                .table_name(&self.tables.rate_limits)
                .key("key", s(key))
                .expression_attribute_names("#count", "count")
                .expression_attribute_names("#ttl", "ttl")
                .expression_attribute_values(":now", n(to_unix(now)))
                .expression_attribute_values(":ttl", ttl.clone())
                .return_values(ReturnValue::AllNew);
            let request = if add_to_round {
                request
                    .update_expression("SET #count = #count + :one, last_at = :now, #ttl = :ttl")
                    .condition_expression("#count < :max AND last_at > :forgotten")
                    .expression_attribute_values(":one", n(1))
                    .expression_attribute_values(":max", n(policy.max))
                    .expression_attribute_values(":forgotten", n(to_unix(forgotten_before)))
            } else {
                request
                    .update_expression("SET #count = :one, last_at = :now, #ttl = :ttl")
                    .condition_expression(concat!(
                        "attribute_not_exists(#count) OR attribute_not_exists(last_at) OR last_at <= :forgotten",
                        " OR (#count >= :max AND last_at <= :ended)"
                    ))
                    .expression_attribute_values(":one", n(1))
                    .expression_attribute_values(":max", n(policy.max))
                    .expression_attribute_values(":forgotten", n(to_unix(forgotten_before)))
                    .expression_attribute_values(":ended", n(to_unix(block_ended_before)))
            };
            match request.send().await {
                Ok(output) => {
                    let counter = output
                        .attributes
                        .as_ref()
                        .map(counter_from_item)
                        .transpose()?
                        .flatten()
                        .ok_or_else(|| StoreError::new("counter update returned no counter"))?;
                    return Ok(Counted::Counted { remaining: policy.max.saturating_sub(counter.count), counter });
                }
                Err(err) if is_condition_failure(&err) => {
                    // The round is not what we assumed: read it and decide again.
                    match policy.gate(self.read_counter(key).await?.as_ref(), now) {
                        Gate::Blocked { until } => return Ok(Counted::Refused { until }),
                        Gate::Open { remaining } => add_to_round = remaining < policy.max,
                    }
                }
                Err(err) => return Err(sdk_err(err)),
            }
        }
        Err(StoreError::contention(format!("counter {key} kept changing")))
    }

    async fn put_review(&self, review: &ReviewRecord) -> Result<SavedReview, StoreError> {
        // One update: the first review's `created_at` survives (`if_not_exists`), everything else is replaced.
        let mut expression = String::from(
            "SET rating = :rating, feedback = :feedback, document_type = :document_type, updated_at = :updated, \
             created_at = if_not_exists(created_at, :created), #ttl = :ttl",
        );
        let mut request = self
            .client
            .update_item()
            .table_name(&self.tables.reviews)
            .key("code_id", s(&review.code_id))
            .expression_attribute_names("#ttl", "ttl")
            .expression_attribute_values(":rating", n(review.rating))
            .expression_attribute_values(":feedback", s(&review.feedback))
            .expression_attribute_values(":document_type", s(&review.document_type))
            .expression_attribute_values(":updated", n(to_unix(review.updated_at)))
            .expression_attribute_values(":created", n(to_unix(review.created_at)))
            .expression_attribute_values(":ttl", n(to_unix(review.expires_at())))
            .return_values(ReturnValue::AllOld);
        match &review.reviewer_name {
            Some(name) => {
                expression.push_str(", reviewer_name = :name");
                request = request.expression_attribute_values(":name", s(name));
            }
            None => expression.push_str(" REMOVE reviewer_name"),
        }
        let output = request.update_expression(expression).send().await.map_err(sdk_err)?;
        let old = output.attributes.filter(|item| !item.is_empty());
        let first_created = old.as_ref().map(|item| get_n::<i64>(item, "created_at")).transpose()?;
        let created_at = first_created.map(from_unix).transpose()?.unwrap_or(review.created_at);
        Ok(SavedReview { review: ReviewRecord { created_at, ..review.clone() }, replaced: old.is_some() })
    }

    async fn all_reviews(&self) -> Result<Vec<ReviewRecord>, StoreError> {
        let scan = self.client.scan().table_name(&self.tables.reviews).consistent_read(true);
        let mut reviews = scan_all(scan).await?.iter().map(review_from_item).collect::<Result<Vec<_>, _>>()?;
        reviews.sort_by(|a, b| (a.created_at, &a.code_id).cmp(&(b.created_at, &b.code_id)));
        Ok(reviews)
    }

    async fn remember_holder(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: Option<&AttemptPolicy>,
        now: OffsetDateTime,
    ) -> Result<Gate, StoreError> {
        for _ in 0..COUNTER_ATTEMPTS {
            let mut request = self
                .client
                .update_item()
                .table_name(&self.tables.rate_limits)
                .key("key", s(client_key))
                .update_expression("ADD holds :fingerprint SET #ttl = :ttl")
                .expression_attribute_names("#ttl", "ttl")
                .expression_attribute_values(":fingerprint", AttributeValue::Ss(vec![code_fingerprint(code.as_str())]))
                .expression_attribute_values(":ttl", n(to_unix(now + HOLDER_RETENTION)))
                .return_values(ReturnValue::AllNew);
            if let Some(policy) = policy {
                let (_, block_ended_before) = policy.cutoffs(now);
                // Not blocked: no counter, a round short of the limit, or a block that has ended.
                request = request
                    .condition_expression(
                        "attribute_not_exists(#count) OR attribute_not_exists(last_at) OR #count < :max OR last_at <= :ended",
                    )
                    .expression_attribute_names("#count", "count")
                    .expression_attribute_values(":max", n(policy.max))
                    .expression_attribute_values(":ended", n(to_unix(block_ended_before)));
            }
            match request.send().await {
                Ok(output) => {
                    let counter = output.attributes.as_ref().map(counter_from_item).transpose()?.flatten();
                    return Ok(policy.map_or(Gate::Open { remaining: 0 }, |p| p.gate(counter.as_ref(), now)));
                }
                Err(err) if is_condition_failure(&err) => {
                    let counter = self.read_counter(client_key).await?;
                    if let Some(blocked @ Gate::Blocked { .. }) = policy.map(|p| p.gate(counter.as_ref(), now)) {
                        return Ok(blocked);
                    }
                }
                Err(err) => return Err(sdk_err(err)),
            }
        }
        Err(StoreError::contention(format!("counter {client_key} kept changing")))
    }
    async fn hold_checkout_place(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: &PlacePolicy,
        now: OffsetDateTime,
    ) -> Result<PlaceHold, StoreError> {
        // The client's places are the slots `p0`..`p{max-1}` of one item, each `{f: code fingerprint, u: until}`. A
        // checkout takes a free slot (never written, or ended) with a write conditional on that slot alone, so a
        // burst fills each slot once and at most `max` are ever held; writers on different slots never conflict.
        let key = places_key(client_key);
        let fingerprint = code_fingerprint(code.as_str());
        let until = now + policy.hold_for;
        for _ in 0..COUNTER_ATTEMPTS {
            let item = self.get_item(&self.tables.rate_limits, "key", &key).await?.unwrap_or_default();
            let slots: Vec<(String, Option<OffsetDateTime>)> = (0..policy.max)
                .map(|i| format!("p{i}"))
                .map(|slot| (slot.clone(), place_until(&item, &slot)))
                .collect();
            if let Err(first_ends) = policy.admit(slots.iter().filter_map(|(_, until)| *until), now) {
                return Ok(PlaceHold::Full { until: first_ends });
            }
            let mut free: Vec<String> =
                slots.into_iter().filter(|(_, until)| until.is_none_or(|u| u <= now)).map(|(slot, _)| slot).collect();
            rand::seq::SliceRandom::shuffle(free.as_mut_slice(), &mut rand::thread_rng());
            for slot in free {
                let taken = self
                    .client
                    .update_item()
                    .table_name(&self.tables.rate_limits)
                    .key("key", s(&key))
                    .update_expression("SET #slot = :place, #ttl = :ttl")
                    .condition_expression("attribute_not_exists(#slot) OR #slot.#until <= :now")
                    .expression_attribute_names("#slot", &slot)
                    .expression_attribute_names("#until", "u")
                    .expression_attribute_names("#ttl", "ttl")
                    .expression_attribute_values(
                        ":place",
                        AttributeValue::M(HashMap::from([
                            ("f".to_string(), s(&fingerprint)),
                            ("u".to_string(), n(to_unix(until))),
                        ])),
                    )
                    .expression_attribute_values(":now", n(to_unix(now)))
                    .expression_attribute_values(":ttl", n(to_unix(until)))
                    .send()
                    .await;
                match taken {
                    Ok(_) => {
                        // Where the place is, for giving it back when the checkout is paid. Without it the place
                        // still ends by itself when its session does.
                        let pointer = self
                            .client
                            .put_item()
                            .table_name(&self.tables.rate_limits)
                            .item("key", s(place_pointer_key(&fingerprint)))
                            .item("places", s(&key))
                            .item("slot", s(&slot))
                            .item("ttl", n(to_unix(until)))
                            .send()
                            .await;
                        if let Err(err) = pointer {
                            tracing::warn!(error = %sdk_err(err), "could not record where a checkout's place is");
                        }
                        return Ok(PlaceHold::Held);
                    }
                    // Another checkout took this slot first: try the next free one.
                    Err(err) if is_condition_failure(&err) => continue,
                    Err(err) => return Err(sdk_err(err)),
                }
            }
        }
        Err(StoreError::contention(format!("checkout places {key} kept changing")))
    }

    async fn release_checkout_place(&self, code: &DocumentCode) -> Result<(), StoreError> {
        let pointer_key = place_pointer_key(&code_fingerprint(code.as_str()));
        let Some(pointer) = self.get_item(&self.tables.rate_limits, "key", &pointer_key).await? else { return Ok(()) };
        let (Some(places), Some(slot)) = (get_opt_s(&pointer, "places"), get_opt_s(&pointer, "slot")) else {
            return Ok(());
        };
        // Only this checkout's place: the slot may have ended and been taken by another since.
        let released = self
            .client
            .update_item()
            .table_name(&self.tables.rate_limits)
            .key("key", s(places))
            .update_expression("REMOVE #slot")
            .condition_expression("#slot.#code = :fingerprint")
            .expression_attribute_names("#slot", slot)
            .expression_attribute_names("#code", "f")
            .expression_attribute_values(":fingerprint", s(code_fingerprint(code.as_str())))
            .send()
            .await;
        match released {
            Ok(_) => {}
            Err(err) if is_condition_failure(&err) => {}
            Err(err) => return Err(sdk_err(err)),
        }
        self.client
            .delete_item()
            .table_name(&self.tables.rate_limits)
            .key("key", s(pointer_key))
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(())
    }

    async fn record_buyer(
        &self,
        code: &DocumentCode,
        checkout_session_id: &str,
        buyer_email: Option<&str>,
    ) -> Result<(), StoreError> {
        let mut expression = "SET checkout_session_id = :session".to_string();
        let mut request = self
            .client
            .update_item()
            .table_name(&self.tables.codes)
            .key("code", s(code.as_str()))
            .condition_expression("attribute_exists(code)")
            .expression_attribute_values(":session", s(checkout_session_id));
        if let Some(email) = buyer_email.map(|e| e.trim().to_lowercase()).filter(|e| !e.is_empty()) {
            expression.push_str(", buyer_email = :email");
            request = request.expression_attribute_values(":email", s(email));
        }
        match request.update_expression(expression).send().await {
            Ok(_) => Ok(()),
            Err(err) if is_condition_failure(&err) => Ok(()),
            Err(err) => Err(sdk_err(err)),
        }
    }

    async fn find_purchase(&self, code: &DocumentCode) -> Result<Option<Purchase>, StoreError> {
        self.get_item(&self.tables.codes, "code", code.as_str()).await?.as_ref().map(purchase_from_item).transpose()
    }

    async fn find_purchases_by_email(&self, email: &str) -> Result<Vec<Purchase>, StoreError> {
        let email = email.trim().to_lowercase();
        let query = self
            .client
            .query()
            .table_name(&self.tables.codes)
            .index_name(BUYER_INDEX)
            .key_condition_expression("buyer_email = :email")
            .expression_attribute_values(":email", s(&email));
        let codes = strings(&query_all(query).await?, "code");
        // The index is eventually consistent: each code is read again, and must still carry the address.
        let mut purchases = Vec::with_capacity(codes.len());
        for code in codes {
            if let Some(purchase) = self.find_purchase(&parse_code(&code)?).await? {
                if purchase.buyer_email.as_deref() == Some(email.as_str()) {
                    purchases.push(purchase);
                }
            }
        }
        purchases.sort_by_key(|p| std::cmp::Reverse(p.record.created_at));
        Ok(purchases)
    }

    async fn grant_extra_credits(
        &self,
        code: &DocumentCode,
        credits: u32,
        entry: &AuditEntry,
    ) -> Result<GuaranteeOutcome, StoreError> {
        let update = aws_sdk_dynamodb::types::Update::builder()
            .table_name(&self.tables.codes)
            .key("code", s(code.as_str()))
            .update_expression("SET credits_total = credits_total + :extra, extra_credits_at = :at")
            .condition_expression(concat!(
                "attribute_exists(code) AND is_active = :true AND expires_at > :at",
                " AND attribute_not_exists(extra_credits_at) AND attribute_not_exists(refunded_at)"
            ))
            .expression_attribute_values(":extra", n(credits))
            .expression_attribute_values(":at", n(to_unix(entry.at)))
            .expression_attribute_values(":true", AttributeValue::Bool(true))
            .build()
            .map_err(StoreError::new)?;
        self.guarantee_transaction(code, GuaranteeAction::AddCredits, update, entry).await
    }

    async fn mark_refunded(&self, code: &DocumentCode, entry: &AuditEntry) -> Result<GuaranteeOutcome, StoreError> {
        let update = aws_sdk_dynamodb::types::Update::builder()
            .table_name(&self.tables.codes)
            .key("code", s(code.as_str()))
            .update_expression("SET is_active = :false, refunded_at = :at")
            .condition_expression("attribute_exists(code) AND attribute_not_exists(refunded_at)")
            .expression_attribute_values(":false", AttributeValue::Bool(false))
            .expression_attribute_values(":at", n(to_unix(entry.at)))
            .build()
            .map_err(StoreError::new)?;
        self.guarantee_transaction(code, GuaranteeAction::Refund, update, entry).await
    }

    async fn audit_entries(&self, code: &DocumentCode) -> Result<Vec<AuditEntry>, StoreError> {
        let query = self
            .client
            .query()
            .table_name(&self.tables.audit)
            .key_condition_expression("code = :code")
            .expression_attribute_values(":code", s(code.as_str()))
            .consistent_read(true);
        query_all(query).await?.iter().map(audit_entry_from_item).collect()
    }

    async fn read_counter(&self, key: &str) -> Result<Option<AttemptCounter>, StoreError> {
        DynamoStore::read_counter(self, key).await
    }

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
