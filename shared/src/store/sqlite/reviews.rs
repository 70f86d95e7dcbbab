//! The SQLite store's part for reviews: one per code.

use super::*;
use crate::store::ReviewStore;

#[async_trait]
impl ReviewStore for SqliteStore {
    async fn put_review(&self, review: &ReviewRecord) -> Result<SavedReview, StoreError> {
        let review = review.clone();
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db_err)?;
            let first_created: Option<i64> = tx
                .query_row("SELECT created_at FROM reviews WHERE code_id = ?1", params![review.code_id], |r| r.get(0))
                .optional()
                .map_err(db_err)?;
            let created_at = first_created.map(from_unix).transpose()?.unwrap_or(review.created_at);
            let stored = ReviewRecord { created_at, ..review };
            tx.execute(
                "INSERT OR REPLACE INTO reviews
                 (code_id, reviewer_name, rating, feedback, document_type, created_at, updated_at, expires_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    stored.code_id,
                    stored.reviewer_name,
                    stored.rating,
                    stored.feedback,
                    stored.document_type,
                    to_unix(stored.created_at),
                    to_unix(stored.updated_at),
                    to_unix(stored.expires_at())
                ],
            )
            .map_err(db_err)?;
            tx.commit().map_err(db_err)?;
            Ok(SavedReview { review: stored, replaced: first_created.is_some() })
        })
        .await
    }
    async fn all_reviews(&self) -> Result<Vec<ReviewRecord>, StoreError> {
        self.read(|c| {
            let mut statement = c
                .prepare(
                    "SELECT code_id, reviewer_name, rating, feedback, document_type, created_at, updated_at
                     FROM reviews ORDER BY created_at, code_id",
                )
                .map_err(db_err)?;
            let rows = statement
                .query_map([], |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, Option<String>>(1)?,
                        r.get::<_, u8>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, i64>(5)?,
                        r.get::<_, i64>(6)?,
                    ))
                })
                .map_err(db_err)?;
            let mut reviews = Vec::new();
            for row in rows {
                let (code_id, reviewer_name, rating, feedback, document_type, created_at, updated_at) =
                    row.map_err(db_err)?;
                reviews.push(ReviewRecord {
                    code_id,
                    reviewer_name,
                    rating,
                    feedback,
                    document_type,
                    created_at: from_unix(created_at)?,
                    updated_at: from_unix(updated_at)?,
                });
            }
            Ok(reviews)
        })
        .await
    }
}
