//! A function binary running as the Lambda service runs it: a clean environment with the Lambda variables, pointed at
//! a Runtime API, its output collected.

use super::runtime_api::RuntimeApi;
use std::io::Read;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

pub struct FunctionProcess {
    child: Child,
    stdout: Arc<Mutex<Vec<u8>>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    readers: Vec<JoinHandle<()>>,
}

impl FunctionProcess {
    /// Starts `binary` with the variables the Lambda service sets, then `settings` (which win). Nothing else from the
    /// test's own environment reaches it, so a developer's shell cannot change the outcome.
    pub fn spawn(binary: &str, runtime_api: &RuntimeApi, settings: &[(&str, &str)]) -> FunctionProcess {
        let mut command = Command::new(binary);
        command
            .env_clear()
            .env("AWS_LAMBDA_RUNTIME_API", &runtime_api.address)
            .env("AWS_LAMBDA_FUNCTION_NAME", "legaldraft-test")
            .env("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "256")
            .env("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST")
            .env("AWS_LAMBDA_LOG_GROUP_NAME", "/aws/lambda/legaldraft-test")
            .env("AWS_LAMBDA_LOG_STREAM_NAME", "2025/03/10/[$LATEST]0123456789abcdef")
            .env("AWS_REGION", "us-east-1")
            .env("_HANDLER", "bootstrap")
            // The functions run with TEST MODE payments on the embedded store here, which a Lambda allows only
            // when told (issue 21.8); a test that sets PAYMENTS_BACKEND=stripe needs no permission.
            .env("ALLOW_TEST_PAYMENTS_ON_NETWORK", "yes")
            .envs(settings.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn().unwrap_or_else(|e| panic!("start {binary}: {e}"));
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let stderr = Arc::new(Mutex::new(Vec::new()));
        // Drained as it comes, so a chatty function never blocks on a full pipe.
        let readers = vec![
            drain(child.stdout.take().expect("piped stdout"), stdout.clone()),
            drain(child.stderr.take().expect("piped stderr"), stderr.clone()),
        ];
        FunctionProcess { child, stdout, stderr, readers }
    }

    /// The exit status, once the process has exited (`None` if it is still running after `limit`). Waits for its
    /// output to be read in full.
    pub async fn exited_within(&mut self, limit: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + limit;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    for reader in self.readers.drain(..) {
                        let _ = reader.join();
                    }
                    return Some(status);
                }
                Ok(None) if Instant::now() < deadline => tokio::time::sleep(Duration::from_millis(20)).await,
                Ok(None) => return None,
                Err(e) => panic!("wait for the function: {e}"),
            }
        }
    }

    /// Everything the function wrote to stdout and stderr (where Lambda collects logs from), line by line.
    pub fn output_lines(&self) -> Vec<String> {
        let mut text = String::from_utf8_lossy(&self.stdout.lock().unwrap_or_else(|e| e.into_inner())).into_owned();
        text.push_str(&String::from_utf8_lossy(&self.stderr.lock().unwrap_or_else(|e| e.into_inner())));
        text.lines().filter(|line| !line.trim().is_empty()).map(str::to_string).collect()
    }
}

impl Drop for FunctionProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn drain(mut pipe: impl Read + Send + 'static, into: Arc<Mutex<Vec<u8>>>) -> JoinHandle<()> {
    std::thread::spawn(move || {
        let mut chunk = [0u8; 8192];
        while let Ok(read) = pipe.read(&mut chunk) {
            if read == 0 {
                break;
            }
            into.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(&chunk[..read]);
        }
    })
}
