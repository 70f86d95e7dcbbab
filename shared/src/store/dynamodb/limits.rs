//! The DynamoDB store's part for rate limits: attempt counters and the clients known to hold a code.

use super::*;
use crate::store::LimitStore;

#[async_trait]
impl LimitStore for DynamoStore {
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
    async fn read_counter(&self, key: &str) -> Result<Option<AttemptCounter>, StoreError> {
        DynamoStore::read_counter(self, key).await
    }
}
