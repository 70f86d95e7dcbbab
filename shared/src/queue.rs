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
    /// The item's key: all a REMOVE record carries with the table's NEW_IMAGE view.
    #[serde(rename = "Keys", default)]
    pub keys: std::collections::HashMap<String, StreamValue>,
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

    /// The job whose item was deleted: by the table's TTL at the end of its code's window, so its files go too.
    pub fn removed_job_id(&self) -> Option<&str> {
        (self.event_name == "REMOVE").then(|| self.dynamodb.keys.get("job_id").and_then(|v| v.s.as_deref())).flatten()
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

/// The job sweeper's trigger: an EventBridge scheduled event. Nothing in it is read (every run sweeps everything that
/// is overdue); typing it keeps the Lambda's input a declared shape, not a free JSON value.
#[derive(Debug, Default, serde::Deserialize)]
pub struct ScheduledEvent {
    #[serde(rename = "detail-type", default)]
    pub detail_type: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A batch as the jobs table's stream delivers it (NEW_IMAGE, as template.yaml sets it): every attribute type a job record has,
    /// the fields the worker does not read, an insert, a requeue, a job that finished, a removal.
    const BATCH: &str = r#"{"Records": [
      {"eventID": "1", "eventName": "INSERT", "eventVersion": "1.1", "eventSource": "aws:dynamodb",
       "awsRegion": "us-east-1",
       "dynamodb": {"ApproximateCreationDateTime": 1763900000, "Keys": {"job_id": {"S": "job-new"}},
         "NewImage": {"job_id": {"S": "job-new"}, "status": {"S": "queued"}, "progress": {"N": "0"},
           "attempts": {"N": "0"}, "used_fallback": {"BOOL": false}, "provider": {"NULL": true},
           "review_notes": {"L": [{"S": "Check the term."}]},
           "document_data": {"M": {"businessName": {"S": "Acme"}}}},
         "SequenceNumber": "111", "SizeBytes": 420, "StreamViewType": "NEW_IMAGE"},
       "eventSourceARN": "arn:aws:dynamodb:us-east-1:123456789012:table/jobs/stream/2026-01-01T00:00:00.000"},
      {"eventID": "2", "eventName": "MODIFY", "eventSource": "aws:dynamodb",
       "dynamodb": {"NewImage": {"job_id": {"S": "job-requeued"}, "status": {"S": "queued"}}, "SequenceNumber": "222"}},
      {"eventID": "3", "eventName": "MODIFY", "eventSource": "aws:dynamodb",
       "dynamodb": {"NewImage": {"job_id": {"S": "job-done"}, "status": {"S": "succeeded"}}, "SequenceNumber": "333"}},
      {"eventID": "4", "eventName": "REMOVE", "eventSource": "aws:dynamodb",
       "dynamodb": {"Keys": {"job_id": {"S": "job-gone"}}, "SequenceNumber": "444"}}
    ]}"#;

    #[test]
    fn a_stream_batch_parses_into_typed_records_and_names_only_queued_jobs() {
        let event: StreamEvent = serde_json::from_str(BATCH).expect("a DynamoDB stream batch parses");
        let queued: Vec<Option<&str>> = event.records.iter().map(StreamRecord::queued_job_id).collect();
        assert_eq!(queued, [Some("job-new"), Some("job-requeued"), None, None]);
        let removed: Vec<Option<&str>> = event.records.iter().map(StreamRecord::removed_job_id).collect();
        assert_eq!(removed, [None, None, None, Some("job-gone")], "only the removal names a job whose files go");
        let sequences: Vec<Option<&str>> =
            event.records.iter().map(|r| r.dynamodb.sequence_number.as_deref()).collect();
        assert_eq!(sequences, [Some("111"), Some("222"), Some("333"), Some("444")]);
        assert!(serde_json::from_str::<StreamEvent>("{}").expect("an empty batch parses").records.is_empty());
    }

    #[test]
    fn a_scheduled_event_parses() {
        let event: ScheduledEvent =
            serde_json::from_str(r#"{"source": "aws.events", "detail-type": "Scheduled Event", "detail": {}}"#)
                .expect("an EventBridge scheduled event parses");
        assert_eq!(event.detail_type.as_deref(), Some("Scheduled Event"));
        assert!(serde_json::from_str::<ScheduledEvent>("{}").is_ok());
    }
}
