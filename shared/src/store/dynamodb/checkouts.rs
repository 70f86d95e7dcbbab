//! The DynamoDB store's part for checkouts: the payment sessions, their fulfilment, and the places an unpaid checkout
//! holds.

use super::*;
use crate::store::CheckoutStore;

#[async_trait]
impl CheckoutStore for DynamoStore {
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
}
