//! The SQLite store's part for the codes: a code's record and its saved form.

use super::*;
use crate::store::CodeStore;

#[async_trait]
impl CodeStore for SqliteStore {
    async fn insert_code(&self, record: &CodeRecord) -> Result<bool, StoreError> {
        let record = record.clone();
        self.with(move |c| {
            let data = record.document_data.as_ref().map(to_json).transpose()?;
            let inserted = c
                .execute(
                    "INSERT OR IGNORE INTO document_codes
                     (code, id, credits_total, credits_used, expires_at, is_active, created_at, document_data, latest_job_id,
                      gclid)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                    params![
                        record.code.as_str(),
                        record.id,
                        record.credits.total(),
                        record.credits.used(),
                        to_unix(record.expires_at),
                        record.is_active,
                        to_unix(record.created_at),
                        data,
                        record.latest_job_id,
                        record.gclid.as_ref().map(ClickId::as_str)
                    ],
                )
                .map_err(db_err)?;
            Ok(inserted == 1)
        })
        .await
    }
    async fn get_code(&self, code: &DocumentCode) -> Result<Option<CodeRecord>, StoreError> {
        let code = code.as_str().to_string();
        self.read(|c| read_code(c, &code)).await
    }
    async fn set_document_data(&self, code: &DocumentCode, data: Option<&DocumentData>) -> Result<(), StoreError> {
        let code = code.as_str().to_string();
        let data = data.map(to_json).transpose()?;
        self.with(move |c| {
            c.execute("UPDATE document_codes SET document_data = ?2 WHERE code = ?1", params![code, data])
                .map_err(db_err)?;
            Ok(())
        })
        .await
    }
}
