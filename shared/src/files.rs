//! Generated documents: an S3 bucket in production, a folder under the data directory by default.

use crate::health::{CheckFailure, FailureKind};
use async_trait::async_trait;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
#[error("file store: {0}")]
pub struct FileError(pub String);

#[async_trait]
pub trait FileStore: Send + Sync {
    async fn put(&self, key: &str, content_type: &str, bytes: Vec<u8>) -> Result<(), FileError>;
    /// `Ok(None)` when nothing is stored under the key (or it has expired).
    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, FileError>;
    /// Deletes what is stored under the key; nothing stored there is not an error (a deletion delivered twice).
    async fn delete(&self, key: &str) -> Result<(), FileError>;
    /// Deletes files last written before `cutoff`. An S3 lifecycle rule does this in production, so the default
    /// does nothing.
    async fn purge_older_than(&self, _cutoff: std::time::SystemTime) -> Result<usize, FileError> {
        Ok(0)
    }
    /// A cheap real call that proves documents can be stored (the operator's integrations check).
    async fn check(&self) -> Result<String, CheckFailure>;
}

/// The local folder of `what` exists (or is made now) and is writable: the outbox's and the files' check.
pub(crate) async fn check_folder(folder: &std::path::Path, what: &str) -> Result<String, CheckFailure> {
    let failed = |err: std::io::Error| {
        tracing::warn!(folder = %folder.display(), error = %err, "integrations check: local folder unusable");
        CheckFailure::new(FailureKind::Other, format!("the {what} folder cannot be created or read"))
    };
    tokio::fs::create_dir_all(folder).await.map_err(failed)?;
    let metadata = tokio::fs::metadata(folder).await.map_err(failed)?;
    if metadata.permissions().readonly() {
        return Err(CheckFailure::new(FailureKind::Other, format!("the {what} folder is read-only")));
    }
    let name = folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(format!("local {what} folder ({name}) is present and writable"))
}

/// Files under a local folder; keys are relative paths made only of safe characters.
pub struct LocalFiles {
    root: PathBuf,
}

impl LocalFiles {
    pub fn new(root: PathBuf) -> Self {
        LocalFiles { root }
    }

    fn path(&self, key: &str) -> Result<PathBuf, FileError> {
        let safe = !key.is_empty()
            && !key.contains("..")
            && !key.starts_with('/')
            && key.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'));
        if !safe {
            return Err(FileError(format!("unsafe file key {key:?}")));
        }
        Ok(self.root.join(key))
    }
}

#[async_trait]
impl FileStore for LocalFiles {
    async fn put(&self, key: &str, _content_type: &str, bytes: Vec<u8>) -> Result<(), FileError> {
        let path = self.path(key)?;
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(|e| FileError(e.to_string()))?;
        }
        // Write to a temporary name and rename, so a crash never leaves half a document behind.
        let partial = path.with_extension("partial");
        tokio::fs::write(&partial, bytes).await.map_err(|e| FileError(e.to_string()))?;
        tokio::fs::rename(&partial, &path).await.map_err(|e| FileError(e.to_string()))
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, FileError> {
        match tokio::fs::read(self.path(key)?).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(FileError(e.to_string())),
        }
    }

    async fn delete(&self, key: &str) -> Result<(), FileError> {
        match tokio::fs::remove_file(self.path(key)?).await {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(FileError(e.to_string())),
            _ => Ok(()),
        }
    }

    async fn check(&self) -> Result<String, CheckFailure> {
        check_folder(&self.root, "files").await
    }

    async fn purge_older_than(&self, cutoff: std::time::SystemTime) -> Result<usize, FileError> {
        let root = self.root.clone();
        tokio::task::spawn_blocking(move || purge_folder(&root, cutoff))
            .await
            .map_err(|e| FileError(e.to_string()))?
            .map_err(|e| FileError(e.to_string()))
    }
}

fn purge_folder(folder: &std::path::Path, cutoff: std::time::SystemTime) -> std::io::Result<usize> {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(e),
    };
    let mut removed = 0;
    for entry in entries {
        let entry = entry?;
        let kind = entry.file_type()?;
        if kind.is_dir() {
            removed += purge_folder(&entry.path(), cutoff)?;
        } else if kind.is_file() && entry.metadata()?.modified()? < cutoff {
            std::fs::remove_file(entry.path())?;
            removed += 1;
        }
    }
    Ok(removed)
}

pub struct S3Files {
    client: aws_sdk_s3::Client,
    bucket: String,
}

impl S3Files {
    pub fn new(client: aws_sdk_s3::Client, bucket: String) -> Self {
        S3Files { client, bucket }
    }
}

#[async_trait]
impl FileStore for S3Files {
    async fn put(&self, key: &str, content_type: &str, bytes: Vec<u8>) -> Result<(), FileError> {
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(key)
            .content_type(content_type)
            .body(bytes.into())
            .send()
            .await
            .map_err(|e| FileError(format!("s3 put: {e:?}")))?;
        Ok(())
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, FileError> {
        match self.client.get_object().bucket(&self.bucket).key(key).send().await {
            Ok(output) => {
                let bytes = output.body.collect().await.map_err(|e| FileError(format!("s3 read: {e}")))?;
                Ok(Some(bytes.into_bytes().to_vec()))
            }
            Err(err) if err.as_service_error().map(|e| e.is_no_such_key()).unwrap_or(false) => Ok(None),
            Err(err) => Err(FileError(format!("s3 get: {err:?}"))),
        }
    }

    async fn delete(&self, key: &str) -> Result<(), FileError> {
        // S3 answers a deletion of a missing key with success too.
        self.client
            .delete_object()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
            .map_err(|e| FileError(format!("s3 delete: {e:?}")))?;
        Ok(())
    }

    async fn check(&self) -> Result<String, CheckFailure> {
        self.client.head_bucket().bucket(&self.bucket).send().await.map_err(|err| {
            let mut failure = CheckFailure::from_aws("S3", &err);
            failure.detail = format!("{} (bucket {})", failure.detail, self.bucket);
            failure
        })?;
        Ok(format!("S3: HeadBucket answered for {}", self.bucket))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, SystemTime};

    #[tokio::test]
    async fn purging_removes_only_documents_past_their_window() {
        let root = std::env::temp_dir().join(format!("files-{}", uuid::Uuid::new_v4()));
        let files = LocalFiles::new(root.clone());
        files.put("documents/old.docx", "x", b"old".to_vec()).await.unwrap();
        files.put("documents/new.docx", "x", b"new".to_vec()).await.unwrap();
        let long_ago = SystemTime::now() - Duration::from_secs(40 * 24 * 3600);
        std::fs::File::options()
            .write(true)
            .open(root.join("documents/old.docx"))
            .unwrap()
            .set_modified(long_ago)
            .unwrap();

        let removed = files.purge_older_than(SystemTime::now() - Duration::from_secs(31 * 24 * 3600)).await.unwrap();
        assert_eq!(removed, 1);
        assert_eq!(files.get("documents/old.docx").await.unwrap(), None);
        assert!(files.get("documents/new.docx").await.unwrap().is_some());
        let _ = std::fs::remove_dir_all(root);
    }
}
