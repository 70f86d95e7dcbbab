//! The DynamoDB store's part for purchases and the operator's actions on them: the buyer, the guarantee's extra credits
//! and refunds, each in the audit log.

use super::*;
use crate::store::AuditStore;

#[async_trait]
impl AuditStore for DynamoStore {
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
}
