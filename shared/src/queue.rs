//! How a started job reaches a runner: a channel to the local server's in-process runner, or the jobs table's
//! DynamoDB stream, which triggers the generation-worker Lambda with [`StreamEvent`] batches.

use crate::store::JobStatus;
use tokio::sync::mpsc;

/// How a started job reaches a runner.
pub enum JobQueue {
    /// Send the job id to the in-process runner.
    InProcess(mpsc::UnboundedSender<String>),
    /// Nothing to do: inserting or requeueing the job record triggers the worker through the table's stream.
    Stream,
}

pub type JobReceiver = mpsc::UnboundedReceiver<String>;

impl JobQueue {
    pub fn in_process() -> (JobQueue, JobReceiver) {
        let (sender, receiver) = mpsc::unbounded_channel();
        (JobQueue::InProcess(sender), receiver)
    }

    pub fn dispatch(&self, job_id: &str) {
        if let JobQueue::InProcess(sender) = self {
            if sender.send(job_id.to_string()).is_err() {
                tracing::warn!(
                    job_id,
                    "the in-process job runner has stopped; the job stays queued for the next start"
                );
            }
        }
    }
}

/// A DynamoDB stream batch, as the generation worker receives it (only the fields it reads).
#[derive(Debug, serde::Deserialize)]
pub struct StreamEvent {
    #[serde(rename = "Records", default)]
    pub records: Vec<StreamRecord>,
}

#[derive(Debug, serde::Deserialize)]
pub struct StreamRecord {
    #[serde(rename = "eventName", default)]
    pub event_name: String,
    #[serde(default)]
    pub dynamodb: StreamChange,
}

#[derive(Debug, Default, serde::Deserialize)]
pub struct StreamChange {
    #[serde(rename = "NewImage", default)]
    pub new_image: std::collections::HashMap<String, StreamValue>,
    #[serde(rename = "SequenceNumber", default)]
    pub sequence_number: Option<String>,
}

/// One attribute of a stream image; only strings are read.
#[derive(Debug, serde::Deserialize)]
pub struct StreamValue {
    #[serde(rename = "S")]
    pub s: Option<String>,
}

impl StreamRecord {
    /// The job this record asks a runner to take: an inserted or requeued job that is queued.
    pub fn queued_job_id(&self) -> Option<&str> {
        let string = |name: &str| self.dynamodb.new_image.get(name).and_then(|v| v.s.as_deref());
        let announces = matches!(self.event_name.as_str(), "INSERT" | "MODIFY");
        (announces && string("status") == Some(JobStatus::Queued.as_str())).then(|| string("job_id")).flatten()
    }
}

/// The answer to a stream batch: the records to deliver again (Lambda's partial batch response).
#[derive(Debug, Default, serde::Serialize)]
pub struct StreamBatchResponse {
    #[serde(rename = "batchItemFailures")]
    pub batch_item_failures: Vec<BatchItemFailure>,
}

#[derive(Debug, serde::Serialize)]
pub struct BatchItemFailure {
    #[serde(rename = "itemIdentifier")]
    pub item_identifier: String,
}
