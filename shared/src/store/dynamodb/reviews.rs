//! The DynamoDB store's part for reviews: one per code.

use super::*;
use crate::store::ReviewStore;

#[async_trait]
impl ReviewStore for DynamoStore {
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
}
