//! CPU-heavy work (drafting, rendering Word files, redlines) off the async threads, on a bounded pool, with a share
//! per client (docs/decisions/0023).
//!
//! The async threads answer every request; a few milliseconds of drafting on one of them delays every other
//! request that thread holds. Heavy work runs on tokio's blocking threads instead, at most `workers` at once (one
//! core is left to the async threads), and one client may have at most `share` pieces of work running or waiting:
//! past that it is told to retry, so one client looping the heaviest calls cannot queue ahead of everybody else.

use crate::error::ApiError;
use http::StatusCode;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// What a client over its share reads, before when to try again (`ApiError::too_many_requests`).
pub const BUSY: &str = "The server is busy preparing documents.";

pub struct CpuPool {
    permits: Arc<Semaphore>,
    workers: usize,
    share: usize,
    queued: Arc<Mutex<HashMap<String, usize>>>,
}

/// A client's place in the pool, given back when the work ends (or is abandoned).
struct Place {
    queued: Arc<Mutex<HashMap<String, usize>>>,
    client: String,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut queued = self.queued.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = queued.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                queued.remove(&self.client);
            }
        }
    }
}

impl CpuPool {
    /// `workers` pieces of work at once; each client may have `share` running or waiting.
    pub fn new(workers: usize, share: usize) -> CpuPool {
        let workers = workers.max(1);
        CpuPool {
            permits: Arc::new(Semaphore::new(workers)),
            workers,
            share: share.max(1),
            queued: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// One worker fewer than the machine has cores (at least one), each client sharing at most two places.
    pub fn for_this_machine() -> CpuPool {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        CpuPool::new(cores.saturating_sub(1), 2)
    }

    pub fn workers(&self) -> usize {
        self.workers
    }

    /// Runs `work` on a blocking thread once a worker is free. `client` (a rate-limit client key) is held to its
    /// share: over it, 429 with `Retry-After: 1` at once. `None` is the server's own work (a generation job), which
    /// waits its turn without a share.
    pub async fn run<T: Send + 'static>(
        &self,
        client: Option<&str>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let _place = match client {
            Some(client) => Some(self.take_place(client)?),
            None => None,
        };
        let _permit = self.permits.clone().acquire_owned().await.map_err(|_| busy())?;
        tokio::task::spawn_blocking(work).await.map_err(|err| {
            tracing::error!(error = %err, "CPU work failed");
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", "Something went wrong. Please try again.")
        })
    }

    fn take_place(&self, client: &str) -> Result<Place, ApiError> {
        let mut queued = self.queued.lock().unwrap_or_else(|e| e.into_inner());
        let count = queued.entry(client.to_string()).or_insert(0);
        if *count >= self.share {
            tracing::info!(share = self.share, "a client's heavy work is over its share; asked to retry");
            return Err(busy());
        }
        *count += 1;
        Ok(Place { queued: self.queued.clone(), client: client.to_string() })
    }
}

fn busy() -> ApiError {
    ApiError::too_many_requests(BUSY, 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn work_runs_at_most_workers_at_once_and_a_client_past_its_share_is_refused() {
        let pool = Arc::new(CpuPool::new(1, 2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let (release, held) = std::sync::mpsc::channel::<()>();
        let held = Arc::new(Mutex::new(held));
        let slow =
            |running: Arc<AtomicUsize>, most: Arc<AtomicUsize>, held: Arc<Mutex<std::sync::mpsc::Receiver<()>>>| {
                move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    let _ = held.lock().unwrap().recv_timeout(Duration::from_secs(5));
                    running.fetch_sub(1, Ordering::SeqCst);
                }
            };
        let first = tokio::spawn({
            let (pool, work) = (pool.clone(), slow(running.clone(), most.clone(), held.clone()));
            async move { pool.run(Some("client#a"), work).await }
        });
        let second = tokio::spawn({
            let (pool, work) = (pool.clone(), slow(running.clone(), most.clone(), held.clone()));
            async move { pool.run(Some("client#a"), work).await }
        });
        tokio::time::sleep(Duration::from_millis(100)).await;
        // Client a has two places (one running, one waiting): a third is refused at once.
        let third = pool.run(Some("client#a"), || ()).await.unwrap_err();
        assert_eq!((third.status, third.code), (StatusCode::TOO_MANY_REQUESTS, "rate_limited"));
        assert_eq!(third.retry_after_seconds, Some(1));
        // Another client waits its turn instead.
        let other = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(Some("client#b"), || 7).await }
        });
        for _ in 0..2 {
            release.send(()).unwrap();
        }
        first.await.unwrap().unwrap();
        second.await.unwrap().unwrap();
        assert_eq!(other.await.unwrap().unwrap(), 7);
        assert_eq!(most.load(Ordering::SeqCst), 1, "one worker: never two at once");
        // Places come back: client a may run again.
        pool.run(Some("client#a"), || ()).await.unwrap();
        assert!(pool.queued.lock().unwrap().is_empty());
    }
}
