//! The DynamoDB store's part for the codes: a code's record and its saved form.

use super::*;
use crate::store::CodeStore;

#[async_trait]
impl CodeStore for DynamoStore {
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
}
